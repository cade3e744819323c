import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { CreateInterviewBody, UpdateInterviewBody } from '@opencareers/contracts/interviews';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, positions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findApplicationFor } from '../applications/admin-service.ts';
import {
  actionableStatuses,
  applyPipelineEvent,
  lockApplication,
} from '../applications/status-from-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { compareInterviewPlans, type InterviewPlan, startIsInFuture } from './interview-rules.ts';
import { type AdminInterviewRow, interviewRepository } from './repository.ts';
import { tellCandidate } from './tell-candidate.ts';

export interface InterviewServiceDeps {
  db: Db;
  notifier: CandidateNotifier;
  now?: () => Date;
}

const notFound = () => new HttpError(404, errorCodes.notFound, 'Interview not found');

const pastStart = () =>
  new HttpError(400, errorCodes.validation, 'Choose a start time in the future.', {
    starts_at: 'Choose a start time in the future.',
  });

const planOf = (d: UpdateInterviewBody): InterviewPlan => ({
  startsAt: new Date(d.starts_at),
  durationMinutes: d.duration_minutes,
  timeZone: d.time_zone,
  kind: d.kind,
  location: d.location,
  meetingUrl: d.meeting_url,
});

const columnsOf = (d: UpdateInterviewBody) => ({
  ...planOf(d),
  interviewers: d.interviewers,
  notes: d.notes,
});

async function loaded(db: Db, tenantId: string, id: string): Promise<AdminInterviewRow> {
  const row = await interviewRepository.findForAdmin(db, tenantId, id);
  if (!row) throw notFound();
  return row;
}

/** Schedules an interview with one of this tenant's candidates and tells them once. */
export async function scheduleInterview(
  deps: InterviewServiceDeps,
  tenantId: string,
  adminId: string,
  body: CreateInterviewBody,
): Promise<AdminInterviewRow> {
  const now = deps.now?.() ?? new Date();
  const [candidate] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, body.candidate_email)))
    .limit(1);
  if (candidate?.role !== 'candidate')
    throw new HttpError(400, errorCodes.validation, 'No candidate with this email.', {
      candidate_email: 'No candidate with this email.',
    });
  const [position] = await deps.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, body.position_id)))
    .limit(1);
  if (!position)
    throw new HttpError(400, errorCodes.validation, 'No such position.', {
      position_id: 'No such position.',
    });
  if (!startIsInFuture(new Date(body.starts_at), now)) throw pastStart();
  // An interview for a job the candidate applied to belongs to that application.
  const application = await findApplicationFor(deps.db, tenantId, candidate.id, position.id);
  if (body.application_id && body.application_id !== application?.id)
    throw new HttpError(400, errorCodes.validation, 'No such application for this candidate and position.', {
      application_id: 'No such application for this candidate and position.',
    });

  // The interview, the application's move and the candidate's notifications are one transaction.
  return deps.db.transaction(async (tx) => {
    // Scheduled from the application's page: the application must still be in the running.
    if (body.application_id && application)
      await lockApplication(tx, tenantId, application.id, {
        statuses: actionableStatuses,
        action: 'scheduling an interview',
      });
    const [inserted] = await tx
      .insert(interviews)
      .values({
        tenantId,
        userId: candidate.id,
        positionId: position.id,
        applicationId: application?.id ?? null,
        ...columnsOf(body),
        createdBy: adminId,
      })
      .returning({ id: interviews.id });
    if (!inserted) throw new Error('interview insert returned nothing');
    const row = await loaded(tx, tenantId, inserted.id);
    await tellCandidate(deps.notifier, tx, row, 'scheduled');
    await applyPipelineEvent(tx, deps.notifier, {
      tenantId,
      applicationId: application?.id ?? null,
      event: 'interview_scheduled',
      actorId: adminId,
    });
    return row;
  });
}

/**
 * Edits a scheduled interview. A new start must lie ahead; a new start or place raises the
 * calendar sequence and tells the candidate once; interviewers and notes change quietly.
 */
export async function updateInterview(
  deps: InterviewServiceDeps,
  tenantId: string,
  id: string,
  body: UpdateInterviewBody,
): Promise<AdminInterviewRow> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.tenantId, tenantId), eq(interviews.id, id)))
      .for('update');
    if (!current) throw notFound();
    if (current.status === 'cancelled')
      throw new HttpError(
        409,
        errorCodes.conflict,
        'This interview was cancelled; schedule a new one instead.',
      );
    const next = planOf(body);
    const changed = compareInterviewPlans(current, next);
    if (changed.time && !startIsInFuture(next.startsAt, now)) throw pastStart();
    const told = changed.time || changed.place;
    await tx
      .update(interviews)
      .set({
        ...columnsOf(body),
        sequence: told ? current.sequence + 1 : current.sequence,
        updatedAt: now,
      })
      .where(eq(interviews.id, id));
    const row = await loaded(tx, tenantId, id);
    if (changed.time) await tellCandidate(deps.notifier, tx, row, 'moved');
    else if (changed.place) await tellCandidate(deps.notifier, tx, row, 'details');
    return row;
  });
}

/** Cancels a scheduled interview and tells the candidate; cancelling again changes nothing. */
export async function cancelInterview(
  deps: InterviewServiceDeps,
  tenantId: string,
  id: string,
): Promise<AdminInterviewRow> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: interviews.status, sequence: interviews.sequence })
      .from(interviews)
      .where(and(eq(interviews.tenantId, tenantId), eq(interviews.id, id)))
      .for('update');
    if (!current) throw notFound();
    if (current.status === 'cancelled') return loaded(tx, tenantId, id);
    await tx
      .update(interviews)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, sequence: current.sequence + 1 })
      .where(eq(interviews.id, id));
    const row = await loaded(tx, tenantId, id);
    await tellCandidate(deps.notifier, tx, row, 'cancelled');
    return row;
  });
}
