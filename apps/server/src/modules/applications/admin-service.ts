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
import { findForm, toFormDto } from '../forms/service.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { referralForApplication } from '../referrals/service.ts';
import { applicationNotFound } from './errors.ts';
import { isActive, isPositionOpen } from './present.ts';
import { type ApplicationRow, applicationRepository as repo } from './repository.ts';
import { resumeOf } from './resume-of.ts';
import { actionableStatuses, lockApplication, moveApplication, stateConflict } from './status-from-events.ts';

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
      version: a.version,
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
  const [candidate, positions, events, interviews, offers, forms, notes, referral] = await Promise.all([
    repo.candidate(db, tenantId, row.userId),
    repo.positions(db, tenantId, [row.positionId]),
    repo.events(db, tenantId, [row.id]),
    repo.interviews(db, tenantId, row),
    repo.offers(db, tenantId, row),
    repo.formAssignments(db, tenantId, row.id),
    repo.notes(db, tenantId, row.id),
    referralForApplication(db, tenantId, row.id),
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
  const form = submission ? await findForm(db, tenantId, submission.formId) : undefined;
  const p = positions.get(row.positionId);
  return {
    id: row.id,
    status: row.status,
    version: row.version,
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
    attribution: row.attribution,
    referral,
    resume: submission && form ? resumeOf(form.definition, submission.answers) : null,
    interviews: interviews.map((i) => ({
      id: i.id,
      status: i.status,
      starts_at: i.startsAt.toISOString(),
      time_zone: i.timeZone,
      duration_minutes: i.durationMinutes,
      kind: i.kind,
      created_at: i.createdAt.toISOString(),
    })),
    offers: offers.map((o) => ({
      id: o.id,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
    })),
    form_assignments: forms.map((f) => ({
      id: f.id,
      form_title: f.title,
      status: f.status,
      created_at: f.createdAt.toISOString(),
      completed_at: f.completedAt?.toISOString() ?? null,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      at: n.createdAt.toISOString(),
      by:
        n.firstname !== null && n.lastname !== null
          ? fullName({ firstname: n.firstname, lastname: n.lastname })
          : null,
    })),
    // Sealed social numbers stay sealed: they are not part of `answers`.
    answers: (submission?.answers as Record<string, unknown> | undefined) ?? {},
    form: form && formDefinitionSchema.safeParse(form.definition).success ? toFormDto(form) : null,
    screening: row.screeningAnswers,
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
 * stays withdrawn. With `version`, a change on an application that moved meanwhile is refused
 * (409 VERSION_CONFLICT): the row is locked, so of two admins acting at once only one wins.
 */
export async function changeApplicationStatus(
  db: Db,
  notifier: CandidateNotifier,
  ctx: { tenantId: string; adminId: string },
  id: string,
  body: { status: ApplicationStatus; note?: string | undefined; version?: number | undefined },
): Promise<{ application: AdminApplicationDetail; changed: boolean }> {
  const { row, changed } = await db.transaction(async (tx) => {
    const current = await lockApplication(tx, ctx.tenantId, id, { version: body.version });
    if (!current) throw applicationNotFound();
    if (body.status === current.status) return { row: current, changed: false };
    if (body.status === 'withdrawn')
      throw new HttpError(400, errorCodes.validation, 'Only the candidate can withdraw an application.');
    if (current.status === 'withdrawn')
      throw stateConflict(current, 'The candidate withdrew this application.');
    const moved = await moveApplication(tx, notifier, current, body.status, ctx.adminId, body.note || null);
    return { row: moved, changed: true };
  });
  return { application: await detail(db, ctx.tenantId, row), changed };
}

/**
 * Moves several applications (the board's bulk action), all or none: each must still have the
 * version the admin saw. Rows are locked in id order so two bulk moves cannot deadlock. Each
 * candidate whose application changed is told once.
 */
export async function bulkChangeStatus(
  db: Db,
  notifier: CandidateNotifier,
  ctx: { tenantId: string; adminId: string },
  body: { items: { id: string; version: number }[]; status: ApplicationStatus; note?: string | undefined },
): Promise<{ changed: string[]; unchanged: string[] }> {
  if (body.status === 'withdrawn')
    throw new HttpError(400, errorCodes.validation, 'Only the candidate can withdraw an application.');
  const items = [...body.items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return db.transaction(async (tx) => {
    const changed: string[] = [];
    const unchanged: string[] = [];
    for (const item of items) {
      const current = await lockApplication(tx, ctx.tenantId, item.id, { version: item.version });
      if (!current) throw applicationNotFound();
      if (current.status === body.status) {
        unchanged.push(current.id);
        continue;
      }
      if (current.status === 'withdrawn')
        throw stateConflict(current, 'The candidate withdrew an application among these.');
      await moveApplication(tx, notifier, current, body.status, ctx.adminId, body.note || null);
      changed.push(current.id);
    }
    return { changed, unchanged };
  });
}

/** An admin's note on the application: stored, shown to admins on the timeline, never to the candidate. */
export async function addApplicationNote(
  db: Db,
  ctx: { tenantId: string; adminId: string },
  id: string,
  body: { body: string },
): Promise<AdminApplicationDetail> {
  const row = await repo.find(db, ctx.tenantId, id);
  if (!row) throw applicationNotFound();
  await repo.addNote(db, {
    tenantId: ctx.tenantId,
    applicationId: row.id,
    authorId: ctx.adminId,
    body: body.body,
  });
  return detail(db, ctx.tenantId, row);
}

/**
 * Checks that a pipeline action may start from this application (the version the admin saw, a
 * status still in the running) and answers the row; 404 or 409 otherwise, changing nothing.
 */
export async function applicationForAction(
  db: Db,
  tenantId: string,
  id: string,
  expect: { version?: number | undefined; action: string },
): Promise<ApplicationRow> {
  const row = await db.transaction((tx) =>
    lockApplication(tx, tenantId, id, { ...expect, statuses: actionableStatuses }),
  );
  if (!row) throw applicationNotFound();
  return row;
}

/** A candidate's application to a position, for the interviews module's checks. */
export const findApplicationFor = repo.findFor;
