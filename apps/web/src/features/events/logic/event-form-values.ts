import {
  type AdminEvent,
  eventDetailsIssue,
  type eventDetailsSchema,
  eventFormatSchema,
  eventLimits,
} from '@opencareers/contracts/events';
import { isHttpUrl } from '@opencareers/contracts/interviews';
import { z } from 'zod';
import type { InputOf } from '../../../lib/forms/on-inputs.ts';
import { instantOf, wallTimeIn } from '../../interviews/index.ts';

/** What the event form holds: wall-clock dates and times in a chosen zone, not instants. */
export const eventFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  format: eventFormatSchema,
  meetingUrl: z.string(),
  location: z.string(),
  /** Seats; '' for no limit. */
  capacity: z.union([z.number(), z.string()]),
  positions: z.array(z.object({ id: z.string(), title: z.string() })),
  departments: z.array(z.string()),
  published: z.boolean(),
});
export type EventFormValues = z.infer<typeof eventFormValuesSchema>;

/** The input that fills each field of the request (its errors show there). */
export const eventInputOf: InputOf<EventFormValues> = {
  starts_at: 'startDate',
  ends_at: 'endDate',
  time_zone: 'timeZone',
  meeting_url: 'meetingUrl',
  position_ids: 'positions',
};

export const emptyEventValues = (timeZone: string): EventFormValues => ({
  title: '',
  description: '',
  startDate: '',
  startTime: '17:00',
  endDate: '',
  endTime: '18:00',
  timeZone,
  format: 'online',
  meetingUrl: '',
  location: '',
  capacity: 50,
  positions: [],
  departments: [],
  published: true,
});

export function eventValuesOf(e: AdminEvent): EventFormValues {
  const start = wallTimeIn(e.starts_at, e.time_zone);
  const end = wallTimeIn(e.ends_at, e.time_zone);
  return {
    title: e.title,
    description: e.description ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timeZone: e.time_zone,
    format: e.format,
    meetingUrl: e.meeting_url ?? '',
    location: e.location ?? '',
    capacity: e.capacity ?? '',
    positions: e.positions,
    departments: e.departments,
    published: e.published,
  };
}

/** Field name → key of events.admin.* (client checks) or the server's sentence. */
export type EventFormErrors = Partial<Record<string, string>>;

/**
 * The first problems found, by field, before anything is sent; the same rules as the server's
 * (eventDetailsIssue). An end date left empty means the same day as the start.
 */
export function checkEventValues(v: EventFormValues, now: Date, startChanged: boolean) {
  const errors: EventFormErrors = {};
  if (!v.title.trim()) errors.title = 'required';
  const startsAt = instantOf(v.startDate, v.startTime, v.timeZone);
  const endsAt = instantOf(v.endDate || v.startDate, v.endTime, v.timeZone);
  if (!startsAt) errors.starts_at = 'required';
  else if (startChanged && new Date(startsAt).getTime() <= now.getTime()) errors.starts_at = 'mustBeFuture';
  if (!endsAt) errors.ends_at = 'required';
  const capacity = v.capacity === '' ? null : Number(v.capacity);
  if (
    capacity !== null &&
    (!Number.isInteger(capacity) || capacity < 1 || capacity > eventLimits.maxCapacity)
  )
    errors.capacity = 'badCapacity';
  const link = v.format === 'online' ? v.meetingUrl.trim() : '';
  if (link && !isHttpUrl(link)) errors.meeting_url = 'badUrl';
  if (startsAt && endsAt) {
    const issue = eventDetailsIssue({
      format: v.format,
      meeting_url: link || null,
      location: v.format === 'in_person' ? v.location.trim() || null : null,
      starts_at: startsAt,
      ends_at: endsAt,
    });
    if (issue && !errors[issue.field])
      errors[issue.field] = issue.field === 'ends_at' ? 'endAfterStart' : 'required';
  }
  return { errors, startsAt, endsAt };
}

/** The request body; an online event sends its link, an in-person one its address. */
export const eventBodyOf = (v: EventFormValues): z.input<typeof eventDetailsSchema> => ({
  title: v.title.trim(),
  description: v.description.trim() || null,
  // Checked first (checkEventValues); the contract refuses a date that was not.
  starts_at: instantOf(v.startDate, v.startTime, v.timeZone) ?? '',
  ends_at: instantOf(v.endDate || v.startDate, v.endTime, v.timeZone) ?? '',
  time_zone: v.timeZone,
  format: v.format,
  meeting_url: v.format === 'online' ? v.meetingUrl.trim() || null : null,
  location: v.format === 'in_person' ? v.location.trim() || null : null,
  capacity: v.capacity === '' ? null : Number(v.capacity),
  position_ids: v.positions.map((p) => p.id),
  departments: v.departments.map((d) => d.trim()).filter(Boolean),
  published: v.published,
});
