import {
  type AdminInterview,
  type CreateInterviewBody,
  interviewKindSchema,
  interviewLimits,
  interviewPlaceIssue,
  isHttpUrl,
  type UpdateInterviewBody,
} from '@opencareers/contracts/interviews';
import { z } from 'zod';
import type { InputOf } from '../../../lib/forms/on-inputs.ts';
import { instantOf, wallTimeIn } from '../logic/zoned-time.ts';

/** What the schedule form holds: a wall-clock date and time in a chosen zone, not an instant. */
export const interviewFormValuesSchema = z.object({
  candidateEmail: z.string(),
  positionId: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  timeZone: z.string(),
  duration: z.union([z.number(), z.string()]),
  kind: interviewKindSchema,
  meetingUrl: z.string(),
  location: z.string(),
  interviewers: z.array(z.string()),
  notes: z.string(),
});
export type InterviewFormValues = z.infer<typeof interviewFormValuesSchema>;

/** The input that fills each field of the request (its errors show there). */
export const interviewInputOf: InputOf<InterviewFormValues> = {
  candidate_email: 'candidateEmail',
  position_id: 'positionId',
  starts_at: 'startDate',
  time_zone: 'timeZone',
  duration_minutes: 'duration',
  meeting_url: 'meetingUrl',
};

export const emptyValues = (timeZone: string): InterviewFormValues => ({
  candidateEmail: '',
  positionId: null,
  startDate: '',
  startTime: '10:00',
  timeZone,
  duration: 45,
  kind: 'video',
  meetingUrl: '',
  location: '',
  interviewers: [],
  notes: '',
});

const startOf = ({ date, time }: { date: string; time: string }) => ({ startDate: date, startTime: time });

export const valuesOf = (iv: AdminInterview): InterviewFormValues => ({
  candidateEmail: iv.candidate.email,
  positionId: iv.position.id,
  ...startOf(wallTimeIn(iv.starts_at, iv.time_zone)),
  timeZone: iv.time_zone,
  duration: iv.duration_minutes,
  kind: iv.kind,
  meetingUrl: iv.meeting_url ?? '',
  location: iv.location ?? '',
  interviewers: iv.interviewers,
  notes: iv.notes ?? '',
});

export type FormErrors = Partial<Record<string, string>>;

/** Keys of interviews.admin.* for the first problems found, by field, before anything is sent. */
export function checkValues(
  v: InterviewFormValues,
  mode: 'create' | 'edit',
  now: Date,
  startChanged: boolean,
) {
  const errors: FormErrors = {};
  if (mode === 'create') {
    if (!v.candidateEmail.trim()) errors.candidate_email = 'required';
    if (!v.positionId) errors.position_id = 'required';
  }
  const startsAt = instantOf(v.startDate, v.startTime, v.timeZone);
  if (!v.startDate) errors.startDate = 'required';
  else if (!startsAt) errors.startDate = 'required';
  else if (startChanged && new Date(startsAt).getTime() <= now.getTime()) errors.starts_at = 'mustBeFuture';
  const duration = Number(v.duration);
  if (
    !Number.isInteger(duration) ||
    duration < interviewLimits.minDurationMinutes ||
    duration > interviewLimits.maxDurationMinutes
  )
    errors.duration_minutes = 'required';
  const link = v.kind === 'video' ? v.meetingUrl.trim() : '';
  if (link && !isHttpUrl(link)) errors.meeting_url = 'badUrl';
  const place = interviewPlaceIssue({
    kind: v.kind,
    meeting_url: link || null,
    location: v.kind === 'video' ? null : v.location.trim() || null,
  });
  if (place && !errors[place.field]) errors[place.field] = 'required';
  return { errors, startsAt };
}

/** The request body; a video interview sends its link, the others their location. */
export function detailsOf(v: InterviewFormValues, startsAt: string): UpdateInterviewBody {
  return {
    starts_at: startsAt,
    duration_minutes: Number(v.duration),
    time_zone: v.timeZone,
    kind: v.kind,
    meeting_url: v.kind === 'video' ? v.meetingUrl.trim() || null : null,
    location: v.kind === 'video' ? null : v.location.trim() || null,
    interviewers: v.interviewers.map((n) => n.trim()).filter(Boolean),
    notes: v.notes.trim() || null,
  };
}

export const createBodyOf = (v: InterviewFormValues, startsAt: string): CreateInterviewBody => ({
  ...detailsOf(v, startsAt),
  candidate_email: v.candidateEmail.trim().toLowerCase(),
  position_id: v.positionId ?? '',
});
