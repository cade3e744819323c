import { errorCodes } from '@opencareers/contracts/api-envelope';
import type {
  adminAssignmentsQuerySchema,
  assignFormBodySchema,
} from '@opencareers/contracts/form-assignments';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findSubmission, getForm, toFormDto } from '../forms/service.ts';
import { candidateEvents, formSourceKey } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { assignmentRepository } from './repository.ts';
import { toAdminAssignment } from './views.ts';

type AssignBody = z.output<typeof assignFormBodySchema>;

/** Where the notification and the forms center send the candidate for one assignment. */
export const assignmentPath = (id: string) => `/careers/forms?assignment=${encodeURIComponent(id)}`;

const conflict = (title: string, emails: string[]) => {
  const message = `"${title}" is already assigned to ${emails.join(', ')} and not completed yet.`;
  return new HttpError(409, errorCodes.conflict, message, { emails: message });
};

/**
 * Assigns a stored form to candidates of this tenant, all or none: an unknown address or a
 * form still open for someone refuses the whole call, so a retry never assigns twice. Each
 * candidate is then told once, with "action required", through the one notifier.
 */
export async function assignForm(
  db: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  adminId: string,
  body: AssignBody,
  /** Assigned from an application's page (pipeline): the assignment belongs to it. */
  applicationId: string | null = null,
) {
  const form = await getForm(db, tenantId, body.formId);
  const emails = [...new Set(body.emails)];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'candidate'), inArray(users.email, emails)));
  const unknown = emails.filter((e) => !found.some((u) => u.email === e));
  if (unknown.length) {
    const message = `No candidate with this email on this site: ${unknown.join(', ')}.`;
    throw new HttpError(422, errorCodes.validation, message, { emails: message });
  }
  const dueAt = body.dueAt ? new Date(body.dueAt) : null;
  if (dueAt && dueAt.getTime() <= Date.now()) {
    const message = 'Choose a due date in the future.';
    throw new HttpError(422, errorCodes.validation, message, { dueAt: message });
  }
  const userIds = found.map((u) => u.id);
  const live = await assignmentRepository.liveFor(db, tenantId, form.id, userIds);
  const emailOf = (id: string) => found.find((u) => u.id === id)?.email ?? id;
  if (live.length)
    throw conflict(
      form.title,
      live.map((l) => emailOf(l.userId)),
    );

  const rows = await db.transaction(async (tx) => {
    const inserted = await assignmentRepository.insertMany(
      tx,
      userIds.map((userId) => ({
        tenantId,
        userId,
        formId: form.id,
        status: 'open',
        dueAt,
        message: body.message || null,
        assignedBy: adminId,
        applicationId,
      })),
    );
    // The unique index on live assignments caught a concurrent assign of the same form.
    if (inserted.length !== userIds.length) {
      const raced = userIds.filter((id) => !inserted.some((r) => r.userId === id));
      throw conflict(form.title, raced.map(emailOf));
    }
    // Each candidate is told in the assignment's transaction: assigned and told, or neither.
    for (const row of inserted) {
      await notifier.notify(
        tx,
        tenantId,
        row.userId,
        candidateEvents.formAssigned({
          assignmentId: row.id,
          formName: form.title,
          redirectUrl: assignmentPath(row.id),
        }),
      );
    }
    return inserted;
  });

  const views = await Promise.all(rows.map((r) => assignmentRepository.find(db, tenantId, r.id)));
  return views.filter((v) => v !== undefined).map(toAdminAssignment);
}

export async function listAssignments(
  db: Db,
  tenantId: string,
  query: z.output<typeof adminAssignmentsQuerySchema>,
) {
  const { rows, total } = await assignmentRepository.listForAdmin(db, tenantId, {
    status: query.status,
    formId: query.formId,
    limit: query.limit,
    offset: query.offset,
  });
  return { assignments: rows.map(toAdminAssignment), total };
}

const missing = () => new HttpError(404, errorCodes.notFound, 'This form assignment does not exist.');

/** One assignment for the admin, with the submitted answers once it is completed. */
export async function assignmentDetail(db: Db, tenantId: string, id: string) {
  const row = await assignmentRepository.find(db, tenantId, id);
  if (!row) throw missing();
  const form = await getForm(db, tenantId, row.formId);
  const submission =
    row.status === 'completed' && row.submissionId
      ? await findSubmission(db, tenantId, row.submissionId)
      : undefined;
  return {
    assignment: toAdminAssignment(row),
    form: toFormDto(form),
    answers: submission ? (submission.answers as Record<string, unknown>) : null,
  };
}

/**
 * Withdraws an assignment that is not completed: the candidate no longer sees it and the
 * notification stops asking for action. A completed one stays, with its submission.
 */
export async function cancelAssignment(db: Db, notifier: CandidateNotifier, tenantId: string, id: string) {
  const existing = await assignmentRepository.find(db, tenantId, id);
  if (!existing) throw missing();
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const done = await assignmentRepository.updateLive(tx, tenantId, id, {
      status: 'canceled',
      canceledAt: now,
      draftAnswers: null,
    });
    if (done) await notifier.resolveAction(tx, tenantId, formSourceKey(id), existing.userId);
    return done;
  });
  if (!updated) {
    throw new HttpError(
      409,
      errorCodes.conflict,
      existing.status === 'completed'
        ? 'This form has already been completed and cannot be canceled.'
        : 'This form assignment has already been canceled.',
    );
  }
  const view = await assignmentRepository.find(db, tenantId, id);
  return toAdminAssignment(view ?? { ...existing, ...updated });
}
