import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FormsListTabId } from '@opencareers/contracts/form-assignments';
import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { findSubmission, getForm, submitForm, toFormDto } from '../forms/service.ts';
import { formSourceKey } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { draftValues } from './draft-values.ts';
import { type AssignmentWithNames, assignmentRepository, liveStatuses } from './repository.ts';
import { tellAdminsFormSubmitted } from './tell-admins.ts';
import { toAssignedForm } from './views.ts';

export interface CandidateContext {
  db: Db;
  tenantId: string;
  userId: string;
}

const tabStatuses: Record<FormsListTabId, readonly string[]> = {
  to_do: liveStatuses,
  completed: ['completed'],
};

const notFound = () => new HttpError(404, errorCodes.notFound, 'This form is not assigned to you.');

/**
 * The candidate's own assignment. Another candidate's, another tenant's and a canceled one
 * all answer the same 404, so an id tells nothing about anyone else.
 */
export async function loadOwnAssignment(ctx: CandidateContext, id: string): Promise<AssignmentWithNames> {
  const row = await assignmentRepository.find(ctx.db, ctx.tenantId, id);
  if (!row || row.userId !== ctx.userId || row.status === 'canceled') throw notFound();
  return row;
}

/** GET /api/pcsx/forms_list: one tab's forms and, when asked, both tabs with their counts. */
export async function formsList(ctx: CandidateContext, tabId: FormsListTabId, includeTabs: boolean) {
  const rows = await assignmentRepository.listForUser(
    ctx.db,
    ctx.tenantId,
    ctx.userId,
    tabStatuses[tabId],
    tabId === 'to_do' ? 'due' : 'completed',
  );
  let tabs: { id: FormsListTabId; count: number }[] | undefined;
  if (includeTabs) {
    const counts = await assignmentRepository.countsForUser(ctx.db, ctx.tenantId, ctx.userId);
    const sum = (statuses: readonly string[]) =>
      counts.filter((c) => statuses.includes(c.status)).reduce((n, c) => n + c.n, 0);
    tabs = (['to_do', 'completed'] as const).map((id) => ({ id, count: sum(tabStatuses[id]) }));
  }
  return { tab_id: tabId, ...(tabs ? { tabs } : {}), forms: rows.map(toAssignedForm) };
}

/** One assignment with its form, the saved draft, or the submitted answers once completed. */
export async function assignmentView(ctx: CandidateContext, id: string) {
  const row = await loadOwnAssignment(ctx, id);
  const form = await getForm(ctx.db, ctx.tenantId, row.formId);
  let answers: Record<string, unknown> | null = null;
  if (row.status === 'completed' && row.submissionId) {
    const submission = await findSubmission(ctx.db, ctx.tenantId, row.submissionId);
    // SSN/SIN answers stay sealed: the read-only view never sends them back.
    if (submission && submission.userId === ctx.userId)
      answers = submission.answers as Record<string, unknown>;
  }
  return {
    assignment: toAssignedForm(row),
    form: toFormDto(form),
    draft: row.status === 'completed' ? null : (row.draftAnswers ?? null),
    answers,
    submission_id: row.status === 'completed' ? row.submissionId : null,
  };
}

const alreadyCompleted = () =>
  new HttpError(409, errorCodes.conflict, 'You have already completed this form.');
/** Completed (another tab) or withdrawn between reading the assignment and writing it. */
const noLongerOpen = () =>
  new HttpError(409, errorCodes.conflict, 'This form is no longer waiting for your answers.');

/** Save for later: keeps the typed answers and marks the form in progress. */
export async function saveDraft(ctx: CandidateContext, id: string, values: Record<string, unknown>) {
  const row = await loadOwnAssignment(ctx, id);
  if (row.status === 'completed') throw alreadyCompleted();
  const form = await getForm(ctx.db, ctx.tenantId, row.formId);
  const draft = draftValues(formDefinitionSchema.parse(form.definition), values);
  if (Object.keys(draft.errors).length) {
    throw new HttpError(422, errorCodes.validation, 'Some answers could not be saved.', draft.errors);
  }
  const updated = await assignmentRepository.updateLive(
    ctx.db,
    ctx.tenantId,
    id,
    { status: 'in_progress', draftAnswers: draft.kept },
    ctx.userId,
  );
  if (!updated) throw noLongerOpen();
  return {
    assignment: toAssignedForm({ ...row, ...updated }),
    draft: draft.kept,
    not_kept: draft.notKept,
  };
}

/**
 * Submits through the forms module (the same toolkit validation, uploads and sealing), and
 * completes the assignment in the submission's transaction: a refused or raced submit
 * stores nothing, and the notification stops asking for action in that same transaction.
 */
export async function submitAssignment(
  ctx: CandidateContext & { box: SecretBox; notifier: CandidateNotifier },
  id: string,
  body: { values: Record<string, unknown>; formVersion?: number },
) {
  const row = await loadOwnAssignment(ctx, id);
  if (row.status === 'completed') throw alreadyCompleted();
  let completed: AssignmentWithNames | undefined;
  const submission = await submitForm(
    ctx.db,
    ctx.box,
    {
      tenantId: ctx.tenantId,
      userId: ctx.userId,
      formId: row.formId,
      values: body.values,
      ...(body.formVersion === undefined ? {} : { formVersion: body.formVersion }),
    },
    async (tx, stored) => {
      const now = new Date();
      const updated = await assignmentRepository.updateLive(
        tx,
        ctx.tenantId,
        id,
        { status: 'completed', submissionId: stored.id, completedAt: now, draftAnswers: null },
        ctx.userId,
      );
      if (!updated) throw noLongerOpen();
      completed = { ...row, ...updated };
      // The notification stops asking for action in the submission's transaction.
      await ctx.notifier.resolveAction(tx, ctx.tenantId, formSourceKey(id), ctx.userId);
      await tellAdminsFormSubmitted(tx, ctx.notifier, ctx.tenantId, completed);
    },
  );
  return { assignment: toAssignedForm(completed ?? row), submission_id: submission.id };
}
