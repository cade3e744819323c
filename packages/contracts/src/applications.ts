import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';
import { formSchema } from './forms.ts';
import { positionIdSchema } from './position.ts';

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
    /** The logged-in candidate's application to this position, or null. */
    application: applicationSchema.nullable(),
  }),
});
export type ApplyFormData = z.infer<typeof applyFormResponseSchema>['data'];

export const submitApplicationBodySchema = z.object({
  position_id: positionIdSchema,
  values: z.record(z.string().max(100), z.unknown()),
  /** The form version the candidate saw; a changed form answers 409. */
  form_version: z.number().int().min(1).optional(),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationBodySchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

export const applicationResponseSchema = z.object({ data: z.object({ application: applicationSchema }) });

/* Admin (/api/admin/applications) */

export const adminApplicationsQuerySchema = domainQuerySchema.extend({
  status: applicationStatusSchema.optional(),
  position_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminApplicationSummarySchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
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

export const adminApplicationDetailSchema = adminApplicationSummarySchema.extend({
  submission_id: z.string().nullable(),
  /** The answers as submitted (social numbers are never shown), with the form they answered. */
  answers: z.record(z.string(), z.unknown()),
  form: formSchema.nullable(),
  history: z.array(adminApplicationEventSchema),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const adminApplicationResponseSchema = z.object({
  data: z.object({ application: adminApplicationDetailSchema }),
});

export const changeStatusBodySchema = z.object({
  status: applicationStatusSchema,
  note: z.string().trim().max(2000).optional(),
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
