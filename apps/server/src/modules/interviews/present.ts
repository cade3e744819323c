import { apiPath } from '@opencareers/contracts/api-path';
import type { AdminInterview, CandidateInterview } from '@opencareers/contracts/interviews';
import { interviewPaths } from '@opencareers/contracts/interviews-paths';
import { endsAt } from './interview-rules.ts';
import type { AdminInterviewRow, InterviewWithPosition } from './repository.ts';

/** The candidate's calendar file for one interview (only its own candidate can fetch it). */
export const calendarPath = (id: string) => apiPath(interviewPaths.calendar, { id });

function common(row: InterviewWithPosition) {
  return {
    id: row.id,
    position: { id: row.positionId, title: row.positionTitle },
    starts_at: row.startsAt.toISOString(),
    ends_at: endsAt(row.startsAt, row.durationMinutes).toISOString(),
    duration_minutes: row.durationMinutes,
    time_zone: row.timeZone,
    kind: row.kind,
    location: row.location,
    meeting_url: row.meetingUrl,
    interviewers: row.interviewers,
    notes: row.notes,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toCandidateInterview = (row: InterviewWithPosition): CandidateInterview => ({
  ...common(row),
  calendar_url: calendarPath(row.id),
});

export const toAdminInterview = (row: AdminInterviewRow): AdminInterview => ({
  ...common(row),
  candidate: row.candidate,
  application_id: row.applicationId,
  created_at: row.createdAt.toISOString(),
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
});
