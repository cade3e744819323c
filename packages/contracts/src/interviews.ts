import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';

/** How the interview happens; each kind needs its own way to get there (see interviewPlaceIssue). */
export const interviewKinds = ['video', 'phone', 'onsite'] as const;
export const interviewKindSchema = z.enum(interviewKinds);
export type InterviewKind = z.infer<typeof interviewKindSchema>;

export const interviewStatuses = ['scheduled', 'cancelled'] as const;
export const interviewStatusSchema = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

/** Limits of the schedule form, shared by the server's checks and the admin form. */
export const interviewLimits = {
  minDurationMinutes: 5,
  maxDurationMinutes: 480,
  maxInterviewers: 10,
  maxNameLength: 120,
  maxLocationLength: 300,
  maxUrlLength: 2000,
  maxNotesLength: 2000,
  adminPageSize: 20,
} as const;

/** True for an absolute http: or https: address (never javascript:, data: or a relative path). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for a time zone name this runtime knows (IANA, e.g. "Europe/Berlin", or "UTC"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Optional text; blank becomes null so "no location" is stored one way. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** What an admin fills in to schedule or edit an interview (candidate and position are fixed once made). */
export const interviewDetailsSchema = z.object({
  starts_at: z.string().datetime({ offset: true }),
  duration_minutes: z
    .number()
    .int()
    .min(interviewLimits.minDurationMinutes)
    .max(interviewLimits.maxDurationMinutes),
  time_zone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isTimeZone, 'Use a time zone name such as Europe/Berlin'),
  kind: interviewKindSchema,
  location: optionalText(interviewLimits.maxLocationLength),
  meeting_url: z
    .string()
    .trim()
    .max(interviewLimits.maxUrlLength)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isHttpUrl(v), 'Use a meeting link starting with https:// or http://'),
  interviewers: z
    .array(z.string().trim().min(1).max(interviewLimits.maxNameLength))
    .max(interviewLimits.maxInterviewers)
    .default([]),
  notes: optionalText(interviewLimits.maxNotesLength),
});
export type InterviewDetails = z.infer<typeof interviewDetailsSchema>;

/**
 * A video interview needs its link and an onsite one its address; a phone interview may say
 * which number is called in location. Answers the field and message of the first gap.
 */
export function interviewPlaceIssue(d: Pick<InterviewDetails, 'kind' | 'location' | 'meeting_url'>) {
  if (d.kind === 'video' && !d.meeting_url)
    return { field: 'meeting_url', message: 'Add the meeting link for a video interview.' } as const;
  if (d.kind === 'onsite' && !d.location)
    return { field: 'location', message: 'Add the address for an onsite interview.' } as const;
  return null;
}

const withPlace = <T extends z.ZodType<Pick<InterviewDetails, 'kind' | 'location' | 'meeting_url'>>>(
  schema: T,
) =>
  schema.superRefine((d, ctx) => {
    const issue = interviewPlaceIssue(d);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

export const createInterviewBodySchema = withPlace(
  interviewDetailsSchema.extend({
    candidate_email: z.string().trim().toLowerCase().email().max(320),
    position_id: z.string().uuid(),
    /**
     * The candidate's application to this position. Optional: the server links the one that
     * exists by itself; one given must be that application.
     */
    application_id: z.string().uuid().nullish(),
  }),
);
export type CreateInterviewBody = z.infer<typeof createInterviewBodySchema>;

export const updateInterviewBodySchema = withPlace(interviewDetailsSchema);
export type UpdateInterviewBody = z.infer<typeof updateInterviewBodySchema>;

export const interviewIdParamsSchema = z.object({ id: z.string().uuid() });

export const adminInterviewListQuerySchema = domainQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** upcoming: not yet over; past: over; all (default): upcoming first, then the most recent past. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: interviewStatusSchema.optional(),
  /** Part of the candidate's email or name, or of the position title. */
  q: z.string().trim().max(200).optional(),
});
export type AdminInterviewListQuery = z.infer<typeof adminInterviewListQuerySchema>;

const interviewBase = z.object({
  id: z.string(),
  position: z.object({ id: z.string(), title: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  kind: interviewKindSchema,
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  interviewers: z.array(z.string()),
  notes: z.string().nullable(),
  status: interviewStatusSchema,
  updated_at: z.string(),
});

export const adminInterviewSchema = interviewBase.extend({
  candidate: z.object({ id: z.string(), email: z.string(), fullname: z.string() }),
  application_id: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type AdminInterview = z.infer<typeof adminInterviewSchema>;

export const adminInterviewResponseSchema = z.object({ data: z.object({ interview: adminInterviewSchema }) });

export const adminInterviewListResponseSchema = z.object({
  data: z.object({
    interviews: z.array(adminInterviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

/** One interview as its candidate sees it; calendar_url downloads it as an .ics file. */
export const candidateInterviewSchema = interviewBase.extend({ calendar_url: z.string() });
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

/** GET /api/pcsx/dashboard/interviews "reads interviews" (spec shell §7). */
export const candidateInterviewsResponseSchema = z.object({
  data: z.object({ interviews: z.array(candidateInterviewSchema) }),
});
