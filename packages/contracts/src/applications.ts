import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';
import { isTrackedValue, trackedUrlParams, trackedValueMaxLength } from './constants.ts';
import { formSchema } from './forms.ts';
import { positionIdSchema } from './position.ts';
import { applicationReferralSchema } from './referrals.ts';
import { screeningAnswerSchema } from './screening-questions.ts';

/*
 * Applications (issue 4). The spec names GET /api/pcsx/dashboard/applications (reads
 * applications and inactiveApplications); the other paths are ours, in the same style: every
 * /api/pcsx answer wraps its payload in `data`, names are snake_case.
 */

/** The stages an application moves through, in the order a recruiter usually moves it. */
export const applicationStatuses = [
  'submitted',
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Ended applications: listed apart as inactiveApplications (so is one whose position closed). */
export const finalApplicationStatuses: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** Statuses a company admin may set; only the candidate withdraws. */
export const adminSettableStatuses = applicationStatuses.filter((s) => s !== 'withdrawn');

export const applicationEventSchema = z.object({
  from: applicationStatusSchema.nullable(),
  to: applicationStatusSchema,
  at: z.string(),
});

export const applicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  /** False once the status is final or the position has closed. */
  active: z.boolean(),
  position: z.object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    /** open, or closed when it no longer takes applications. */
    status: z.enum(['open', 'closed']),
  }),
  applied_at: z.string(),
  updated_at: z.string(),
  /** Oldest first; the first entry is the submission itself (from null). */
  history: z.array(applicationEventSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const dashboardApplicationsResponseSchema = z.object({
  data: z.object({
    applications: z.array(applicationSchema),
    inactiveApplications: z.array(applicationSchema),
  }),
});

export const applyFormQuerySchema = domainQuerySchema.extend({ position_id: positionIdSchema });

/** What the apply page needs: the position, the tenant's application form and any earlier application. */
export const applyFormResponseSchema = z.object({
  data: z.object({
    position: z.object({
      id: z.string(),
      title: z.string(),
      department: z.string(),
      location: z.string(),
      company: z.string(),
      status: z.enum(['open', 'closed']),
    }),
    form: formSchema,
    /**
     * Identifies the job's screening questions as shown; sent back with the answers so a job
     * edited while the candidate was typing answers 409 (like a changed form) instead of 422.
     */
    screeningKey: z.string(),
    /** The logged-in candidate's application to this position, or null. */
    application: applicationSchema.nullable(),
  }),
});
export type ApplyFormData = z.infer<typeof applyFormResponseSchema>['data'];

/**
 * Where the application came from (search §9 "Default tracked URL parameters: utm_source,
 * utm_campaign, src, source, microsite, ref_src, referral_token."). Strict: an unknown name, an
 * empty, over-long or control-character value answers 400. The browser drops those before it
 * sends (constants.ts attributionFrom), so only a hand-made request meets the refusal.
 */
export const attributionSchema = z.partialRecord(
  z.enum(trackedUrlParams),
  z
    .string()
    .trim()
    .min(1)
    .max(trackedValueMaxLength)
    .refine(isTrackedValue, 'Control characters are not allowed.'),
);

export const submitApplicationBodySchema = z.object({
  position_id: positionIdSchema,
  values: z.record(z.string().max(100), z.unknown()),
  /** The form version the candidate saw; a changed form answers 409. */
  form_version: z.number().int().min(1).optional(),
  /** The screening key the candidate's page was given (apply_form's screeningKey). */
  screening_key: z.string().max(64).optional(),
  /** The tracked parameters of the visit that led here; stored on the application for the company. */
  attribution: attributionSchema.optional(),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationBodySchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

export const applicationResponseSchema = z.object({ data: z.object({ application: applicationSchema }) });

/* Admin (/api/admin/applications) */

export const adminApplicationsQuerySchema = domainQuerySchema.extend({
  status: applicationStatusSchema.optional(),
  position_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(25),
});

export const adminApplicationSummarySchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  version: z.number().int(),
  active: z.boolean(),
  candidate: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  position: z.object({ id: z.string(), title: z.string(), status: z.enum(['open', 'closed']) }),
  applied_at: z.string(),
  updated_at: z.string(),
});
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummarySchema>;

export const adminApplicationsResponseSchema = z.object({
  data: z.object({
    applications: z.array(adminApplicationSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const adminApplicationEventSchema = applicationEventSchema.extend({
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/* The pipeline (issue 16): what hangs off one application, shown on one timeline. */

export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const pipelineInterviewSchema = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  starts_at: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  kind: z.enum(['video', 'phone', 'onsite']),
  created_at: z.string(),
});
export const pipelineOfferSchema = z.object({
  id: z.string(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const pipelineFormSchema = z.object({
  id: z.string(),
  form_title: z.string(),
  status: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const adminApplicationDetailSchema = adminApplicationSummarySchema.extend({
  submission_id: z.string().nullable(),
  /** The résumé the candidate uploaded with the application (a PDF shown in the page), if any. */
  resume: z.object({ file_id: z.string(), name: z.string(), mime_type: z.string() }).nullable(),
  interviews: z.array(pipelineInterviewSchema),
  offers: z.array(pipelineOfferSchema),
  form_assignments: z.array(pipelineFormSchema),
  notes: z.array(applicationNoteSchema),
  /** The answers as submitted (social numbers are never shown), with the form they answered. */
  answers: z.record(z.string(), z.unknown()),
  form: formSchema.nullable(),
  /** The job's screening questions as asked, with the candidate's answers (empty when it asked none). */
  screening: z.array(screeningAnswerSchema),
  history: z.array(adminApplicationEventSchema),
  /** The tracked parameters the candidate arrived with (empty when none). */
  attribution: attributionSchema,
  /** Who referred the candidate to this job, when they applied through a referral link. */
  referral: applicationReferralSchema.nullable(),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const adminApplicationResponseSchema = z.object({
  data: z.object({ application: adminApplicationDetailSchema }),
});

/** The version the admin saw; omitted, the change applies to whatever is current. */
const versionSchema = z.number().int().min(1).max(2_147_483_647);

export const changeStatusBodySchema = z.object({
  status: applicationStatusSchema,
  note: z.string().trim().max(2000).optional(),
  version: versionSchema.optional(),
});

export const addNoteBodySchema = z.object({
  body: z.string().trim().min(1, 'Write a note').max(4000),
});

/** Board: move several applications at once; all move or none (a stale one answers 409). */
export const bulkStatusBodySchema = z.object({
  items: z
    .array(z.object({ id: z.uuid(), version: versionSchema }))
    .min(1)
    .max(100)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each application once'),
  status: applicationStatusSchema,
  note: z.string().trim().max(2000).optional(),
});
export const bulkStatusResponseSchema = z.object({
  data: z.object({
    /** The ids that changed (and whose candidates were told); the others already had the status. */
    changed: z.array(z.string()),
    unchanged: z.array(z.string()),
  }),
});

export const assignApplicationFormBodySchema = z.object({
  form_id: z.uuid(),
  due_at: z.iso.datetime({ offset: true }).nullable().optional(),
  message: z.string().trim().max(1000).optional(),
  version: versionSchema.optional(),
});

export const changeStatusResponseSchema = z.object({
  data: z.object({
    application: adminApplicationDetailSchema,
    /** False when the status was already the one asked for: nothing recorded, nobody told. */
    changed: z.boolean(),
  }),
});

export const applicationFormSettingResponseSchema = z.object({
  data: z.object({ form_id: z.string() }),
});
