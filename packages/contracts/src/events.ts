import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';
import { isHttpUrl, isTimeZone } from './interviews.ts';

/** How a recruiting event happens: online needs its link, in person its address. */
export const eventFormats = ['online', 'in_person'] as const;
export const eventFormatSchema = z.enum(eventFormats);
export type EventFormat = z.infer<typeof eventFormatSchema>;

export const eventStatuses = ['scheduled', 'cancelled'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventRegistrationStatuses = ['registered', 'cancelled'] as const;
export const eventRegistrationStatusSchema = z.enum(eventRegistrationStatuses);
export type EventRegistrationStatus = z.infer<typeof eventRegistrationStatusSchema>;

/** Limits of the event form, shared by the server's checks and the admin form. */
export const eventLimits = {
  maxTitleLength: 200,
  maxDescriptionLength: 5000,
  maxLocationLength: 300,
  maxUrlLength: 2000,
  maxCapacity: 100_000,
  maxPositions: 50,
  maxDepartments: 20,
  maxDepartmentLength: 120,
  /** An event lasts at most a week (a career fair over several days, not a season). */
  maxDurationMinutes: 7 * 24 * 60,
  adminPageSize: 20,
} as const;

/** Optional text; blank becomes null so "no address" is stored one way. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** What an admin fills in to create or edit a recruiting event. */
export const eventDetailsSchema = z
  .object({
    title: z.string().trim().min(1).max(eventLimits.maxTitleLength),
    description: optionalText(eventLimits.maxDescriptionLength),
    starts_at: z.string().datetime({ offset: true }),
    ends_at: z.string().datetime({ offset: true }),
    time_zone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(isTimeZone, 'Use a time zone name such as Europe/Berlin'),
    format: eventFormatSchema,
    location: optionalText(eventLimits.maxLocationLength),
    meeting_url: z
      .string()
      .trim()
      .max(eventLimits.maxUrlLength)
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isHttpUrl(v), 'Use a link starting with https:// or http://'),
    /** Seats; null means no limit. */
    capacity: z.number().int().min(1).max(eventLimits.maxCapacity).nullable(),
    position_ids: z.array(z.string().uuid()).max(eventLimits.maxPositions).default([]),
    departments: z
      .array(z.string().trim().min(1).max(eventLimits.maxDepartmentLength))
      .max(eventLimits.maxDepartments)
      .default([]),
    published: z.boolean(),
  })
  .superRefine((d, ctx) => {
    const issue = eventDetailsIssue(d);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/**
 * The first gap of an event's details: an online event needs its link and an in-person one its
 * address; it must end after it starts, and within a week. Shared by the form and the server.
 */
export function eventDetailsIssue(
  d: Pick<EventDetails, 'format' | 'location' | 'meeting_url' | 'starts_at' | 'ends_at'>,
) {
  if (d.format === 'online' && !d.meeting_url)
    return { field: 'meeting_url', message: 'Add the link for an online event.' } as const;
  if (d.format === 'in_person' && !d.location)
    return { field: 'location', message: 'Add the address for an in-person event.' } as const;
  const minutes = (Date.parse(d.ends_at) - Date.parse(d.starts_at)) / 60_000;
  if (!(minutes > 0)) return { field: 'ends_at', message: 'The event must end after it starts.' } as const;
  if (minutes > eventLimits.maxDurationMinutes)
    return { field: 'ends_at', message: 'An event lasts at most a week.' } as const;
  return null;
}

export const eventIdParamsSchema = z.object({ id: z.string().uuid() });

export const adminEventListQuerySchema = domainQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** upcoming: not yet over; past: over; all (default): upcoming first, then the most recent past. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

const eventBase = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  format: eventFormatSchema,
  location: z.string().nullable(),
  capacity: z.number().int().nullable(),
  registered_count: z.number().int(),
  positions: z.array(z.object({ id: z.string(), title: z.string() })),
  departments: z.array(z.string()),
  status: eventStatusSchema,
});

export const adminEventSchema = eventBase.extend({
  meeting_url: z.string().nullable(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventRegistrationSchema = z.object({
  id: z.string(),
  candidate: z.object({ id: z.string(), email: z.string(), fullname: z.string() }),
  status: eventRegistrationStatusSchema,
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type AdminEventRegistration = z.infer<typeof adminEventRegistrationSchema>;

export const adminEventResponseSchema = z.object({ data: z.object({ event: adminEventSchema }) });

/** One event with who registered (and who cancelled), earliest registration first. */
export const adminEventDetailResponseSchema = z.object({
  data: z.object({ event: adminEventSchema, registrations: z.array(adminEventRegistrationSchema) }),
});

export const adminEventListResponseSchema = z.object({
  data: z.object({
    events: z.array(adminEventSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

/**
 * One event as a candidate sees it. The online link is given only to registered candidates,
 * so it cannot be passed around by someone who never registered; `calendar_url` likewise.
 */
export const eventForCandidateSchema = eventBase.extend({
  meeting_url: z.string().nullable(),
  /** Seats still free; null when the event has no limit. */
  spots_left: z.number().int().nullable(),
  registration: z.object({ status: eventRegistrationStatusSchema, created_at: z.string() }).nullable(),
  calendar_url: z.string().nullable(),
});
export type EventForCandidate = z.infer<typeof eventForCandidateSchema>;

/** GET /api/pcsx/dashboard/events "reads events" (spec shell §7). */
export const candidateEventsResponseSchema = z.object({
  data: z.object({ events: z.array(eventForCandidateSchema) }),
});

export const candidateEventResponseSchema = z.object({ data: z.object({ event: eventForCandidateSchema }) });

/** Upcoming published events concerning one job (by the job or its department), for its page. */
export const positionEventsResponseSchema = z.object({
  data: z.object({
    events: z.array(
      eventBase.pick({
        id: true,
        title: true,
        starts_at: true,
        ends_at: true,
        time_zone: true,
        format: true,
      }),
    ),
  }),
});
export const positionEventsParamsSchema = z.object({ pid: z.string().uuid() });
