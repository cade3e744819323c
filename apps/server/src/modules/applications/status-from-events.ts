import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { ApplicationStatus } from '@opencareers/contracts/applications';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationEvents, applications, positions } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { tellReferrerOfStage } from '../referrals/service.ts';
import { statusLabels } from './present.ts';
import type { ApplicationRow } from './repository.ts';

/*
 * The one place that decides how an application's status follows what happens around it
 * (issue 16): the interviews and offers services call `applyPipelineEvent` inside their own
 * transaction, so the interview or offer change and the application's move commit together.
 */

export type PipelineEvent = 'interview_scheduled' | 'offer_extended' | 'offer_accepted' | 'offer_declined';

const before = (list: ApplicationStatus[]) => (s: ApplicationStatus) => list.includes(s);

/**
 * The status an event moves an application to, or null when it stays. A declined offer moves
 * nothing: the company chooses what comes next (the admin page asks). Events never move an
 * application the candidate withdrew, nor one already past the event's stage.
 */
export function statusAfterEvent(current: ApplicationStatus, event: PipelineEvent): ApplicationStatus | null {
  switch (event) {
    case 'interview_scheduled':
      return before(['submitted', 'in_review'])(current) ? 'interviewing' : null;
    case 'offer_extended':
      return before(['submitted', 'in_review', 'interviewing'])(current) ? 'offered' : null;
    case 'offer_accepted':
      return before(['submitted', 'in_review', 'interviewing', 'offered', 'rejected'])(current)
        ? 'hired'
        : null;
    case 'offer_declined':
      return null;
  }
}

/** What a pipeline action (schedule, make an offer, assign a form) needs the application to be. */
export const actionableStatuses: readonly ApplicationStatus[] = [
  'submitted',
  'in_review',
  'interviewing',
  'offered',
];

/** 409 naming the application's current status and version; nothing was changed. */
export const stateConflict = (row: Pick<ApplicationRow, 'status' | 'version'>, message: string) =>
  new HttpError(409, errorCodes.conflict, message, undefined, row.version, row.status);

/**
 * Locks the application row for the rest of the transaction (two admins acting at once are
 * serialised here) and checks what the caller saw: a different version answers 409
 * VERSION_CONFLICT, a status the action does not allow answers 409 CONFLICT.
 */
export async function lockApplication(
  tx: Db,
  tenantId: string,
  id: string,
  expect: { version?: number | undefined; statuses?: readonly ApplicationStatus[]; action?: string } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .for('update');
  if (!row) return undefined;
  if (expect.version !== undefined && expect.version !== row.version)
    throw new HttpError(
      409,
      errorCodes.versionConflict,
      `This application changed meanwhile (it is now "${statusLabels[row.status]}"). Reload and try again.`,
      undefined,
      row.version,
      row.status,
    );
  if (expect.statuses && !expect.statuses.includes(row.status))
    throw stateConflict(
      row,
      `This application is "${statusLabels[row.status]}": ${expect.action ?? 'this action'} is not possible.`,
    );
  return row;
}

/**
 * Moves a locked (or lockable) application to `to`, raises its version, records the history row
 * and tells the candidate, all in the caller's transaction.
 */
export async function moveApplication(
  tx: Db,
  notifier: CandidateNotifier,
  row: ApplicationRow,
  to: ApplicationStatus,
  actorId: string | null,
  note: string | null = null,
): Promise<ApplicationRow> {
  const [moved] = await tx
    .update(applications)
    .set({ status: to, version: sql`${applications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(applications.tenantId, row.tenantId), eq(applications.id, row.id)))
    .returning();
  if (!moved) throw new Error('application update returned nothing');
  const [recorded] = await tx
    .insert(applicationEvents)
    .values({
      tenantId: row.tenantId,
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actorId,
      note,
    })
    .returning({ id: applicationEvents.id });
  if (!recorded) throw new Error('application event insert returned nothing');
  const [position] = await tx
    .select({ title: positions.title })
    .from(positions)
    .where(and(eq(positions.tenantId, row.tenantId), eq(positions.id, row.positionId)));
  // In the change's transaction: told if and only if the change is committed.
  await notifier.notify(
    tx,
    row.tenantId,
    row.userId,
    candidateEvents.applicationStatusChanged({
      applicationId: row.id,
      eventId: recorded.id,
      positionName: position?.title ?? 'a position',
      status: to,
      statusLabel: statusLabels[to],
    }),
  );
  // The referrer who brought this application follows its stage (docs/referrals.md).
  await tellReferrerOfStage(tx, notifier, {
    tenantId: row.tenantId,
    applicationId: row.id,
    eventId: recorded.id,
    from: row.status,
    to,
  });
  return moved;
}

/**
 * Lets the application follow an interview or offer event. Called by the interviews and offers
 * services inside their transaction; `applicationId` null (an offer or interview made without
 * an application) does nothing. Answers the new status, or null when it stayed.
 */
export async function applyPipelineEvent(
  tx: Db,
  notifier: CandidateNotifier,
  input: { tenantId: string; applicationId: string | null; event: PipelineEvent; actorId: string | null },
): Promise<ApplicationStatus | null> {
  if (!input.applicationId) return null;
  const row = await lockApplication(tx, input.tenantId, input.applicationId);
  if (!row) return null;
  const to = statusAfterEvent(row.status, input.event);
  if (!to) return null;
  await moveApplication(tx, notifier, row, to, input.actorId);
  return to;
}
