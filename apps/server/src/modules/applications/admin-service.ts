import { errorCodes } from '@opencareers/contracts/api-envelope';
import type {
  AdminApplicationDetail,
  AdminApplicationSummary,
  ApplicationStatus,
} from '@opencareers/contracts/applications';
import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formSubmissions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { formRepository } from '../forms/repository.ts';
import { toFormDto } from '../forms/service.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { applicationNotFound } from './errors.ts';
import { isActive, isPositionOpen, statusLabels } from './present.ts';
import { type ApplicationRow, applicationRepository as repo } from './repository.ts';

const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

export async function adminListApplications(
  db: Db,
  tenantId: string,
  q: { status?: ApplicationStatus; position_id?: string; page: number; page_size: number },
) {
  const { total, rows } = await repo.adminPage(
    db,
    tenantId,
    { ...(q.status ? { status: q.status } : {}), ...(q.position_id ? { positionId: q.position_id } : {}) },
    q.page,
    q.page_size,
  );
  const positions = await repo.positions(db, tenantId, [
    ...new Set(rows.map((r) => r.application.positionId)),
  ]);
  const now = new Date();
  const applications: AdminApplicationSummary[] = rows.map(({ application: a, ...u }) => {
    const p = positions.get(a.positionId);
    return {
      id: a.id,
      status: a.status,
      active: isActive(a.status, p, now),
      candidate: { id: a.userId, name: fullName(u), email: u.email },
      position: {
        id: a.positionId,
        title: p?.title ?? '',
        status: p && isPositionOpen(p, now) ? 'open' : 'closed',
      },
      applied_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    };
  });
  return { applications, total, page: q.page, page_size: q.page_size };
}

async function detail(db: Db, tenantId: string, row: ApplicationRow): Promise<AdminApplicationDetail> {
  const [candidate, positions, events] = await Promise.all([
    repo.candidate(db, tenantId, row.userId),
    repo.positions(db, tenantId, [row.positionId]),
    repo.events(db, tenantId, [row.id]),
  ]);
  const history = events.get(row.id) ?? [];
  const actorIds = [...new Set(history.map((e) => e.actorId).filter((id): id is string => !!id))];
  const actors = actorIds.length
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, actorIds)))
    : [];
  const [submission] = row.formSubmissionId
    ? await db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.id, row.formSubmissionId)))
    : [];
  const form = submission ? await formRepository.find(db, tenantId, submission.formId) : undefined;
  const p = positions.get(row.positionId);
  return {
    id: row.id,
    status: row.status,
    active: isActive(row.status, p),
    candidate: {
      id: row.userId,
      name: candidate ? fullName(candidate) : '',
      email: candidate?.email ?? '',
    },
    position: {
      id: row.positionId,
      title: p?.title ?? '',
      status: p && isPositionOpen(p) ? 'open' : 'closed',
    },
    applied_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submission_id: submission?.id ?? null,
    // Sealed social numbers stay sealed: they are not part of `answers`.
    answers: (submission?.answers as Record<string, unknown> | undefined) ?? {},
    form: form && formDefinitionSchema.safeParse(form.definition).success ? toFormDto(form) : null,
    history: history.map((e) => {
      const actor = actors.find((a) => a.id === e.actorId);
      return {
        from: e.fromStatus,
        to: e.toStatus,
        at: e.createdAt.toISOString(),
        by: actor ? fullName(actor) : null,
        note: e.note,
      };
    }),
  };
}

export async function adminGetApplication(db: Db, tenantId: string, id: string) {
  const row = await repo.find(db, tenantId, id);
  if (!row) throw applicationNotFound();
  return detail(db, tenantId, row);
}

/**
 * Records a status change and tells the candidate, once. Asking for the status it already has
 * records nothing and tells nothing. Only the candidate withdraws, and a withdrawn application
 * stays withdrawn.
 */
export async function changeApplicationStatus(
  db: Db,
  notifier: CandidateNotifier,
  ctx: { tenantId: string; adminId: string },
  id: string,
  body: { status: ApplicationStatus; note?: string | undefined },
): Promise<{ application: AdminApplicationDetail; changed: boolean }> {
  const row = await repo.find(db, ctx.tenantId, id);
  if (!row) throw applicationNotFound();
  if (body.status === row.status) return { application: await detail(db, ctx.tenantId, row), changed: false };
  if (body.status === 'withdrawn')
    throw new HttpError(400, errorCodes.validation, 'Only the candidate can withdraw an application.');
  if (row.status === 'withdrawn')
    throw new HttpError(409, errorCodes.conflict, 'The candidate withdrew this application.');
  const { updated, event } = await db.transaction(async (tx) => {
    const moved = await repo.setStatus(tx, ctx.tenantId, row.id, row.status, body.status);
    if (!moved)
      throw new HttpError(409, errorCodes.conflict, 'This application just changed. Reload and try again.');
    const recorded = await repo.addEvent(tx, {
      tenantId: ctx.tenantId,
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: body.status,
      actorId: ctx.adminId,
      note: body.note || null,
    });
    return { updated: moved, event: recorded };
  });
  const positionTitle = (await repo.positions(db, ctx.tenantId, [row.positionId])).get(row.positionId)?.title;
  // After the commit, so a change that did not happen is never told.
  await notifier.notify(
    ctx.tenantId,
    row.userId,
    candidateEvents.applicationStatusChanged({
      applicationId: row.id,
      eventId: event.id,
      positionName: positionTitle ?? 'a position',
      status: body.status,
      statusLabel: statusLabels[body.status],
    }),
  );
  return { application: await detail(db, ctx.tenantId, updated), changed: true };
}
