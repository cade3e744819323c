import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { domainQuerySchema } from './boot.ts';
import { formSchema } from './forms.ts';

/*
 * Form assignments: an admin asks a candidate to fill in one of the tenant's stored forms.
 * The candidate's list is GET /api/pcsx/forms_list (spec shell §7: tab_id, include_tab_list,
 * domain; answer wrapped in data). The rest is not shown in the specs and is ours, in the
 * same style: snake_case fields under /api/pcsx, camelCase under /api/admin like the forms admin.
 */

/** spec shell §3 Form statuses. */
export const formAssignmentStatuses = ['open', 'in_progress', 'completed'] as const;
export const formAssignmentStatusSchema = z.enum(formAssignmentStatuses);
export type FormAssignmentStatus = z.infer<typeof formAssignmentStatusSchema>;

/** What admins also see: an assignment they withdrew. Candidates never see these. */
export const adminAssignmentStatuses = [...formAssignmentStatuses, 'canceled'] as const;
export const adminAssignmentStatusSchema = z.enum(adminAssignmentStatuses);
export type AdminAssignmentStatus = z.infer<typeof adminAssignmentStatusSchema>;

/** The forms center's tabs: what is left to do (open, in progress) and what is done. */
export const formsListTabIds = ['to_do', 'completed'] as const;
export const formsListTabIdSchema = z.enum(formsListTabIds);
export type FormsListTabId = z.infer<typeof formsListTabIdSchema>;

/** The recruiter's note, on assignment. */
export const assignmentMessageMax = 1000;
/** At most this many candidates per assign call. */
export const assignEmailsMax = 50;

export const formsListQuerySchema = domainQuerySchema.extend({
  tab_id: formsListTabIdSchema.default('to_do'),
  /** "true" or "1" adds the tab list with counts (one call fills tabs and the first list). */
  include_tab_list: z.enum(['true', 'false', '1', '0']).optional(),
});

export const assignedFormSchema = z.object({
  /** The assignment's id: the form view page opens /careers/forms?assignment=<id>. */
  id: z.uuid(),
  form_id: z.uuid(),
  name: z.string(),
  status: formAssignmentStatusSchema,
  message: z.string().nullable(),
  due_at: z.string().nullable(),
  assigned_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AssignedForm = z.infer<typeof assignedFormSchema>;

export const formsListTabSchema = z.object({ id: formsListTabIdSchema, count: z.number().int().min(0) });
export const formsListResponseSchema = dataEnvelope(
  z.object({
    tab_id: formsListTabIdSchema,
    /** Present when include_tab_list asked for it. */
    tabs: z.array(formsListTabSchema).optional(),
    forms: z.array(assignedFormSchema),
  }),
);
export type FormsListResponse = z.infer<typeof formsListResponseSchema>;

export const assignmentIdParamsSchema = z.object({ id: z.uuid({ message: 'Unknown form assignment' }) });

/** GET /api/pcsx/form_assignments/:id: one of the candidate's own assignments, with its form. */
export const formAssignmentResponseSchema = dataEnvelope(
  z.object({
    assignment: assignedFormSchema,
    form: formSchema,
    /** Answers saved for later (open or in progress); null when none. */
    draft: z.record(z.string(), z.unknown()).nullable(),
    /** The submitted answers of a completed assignment (SSN/SIN answers left out); else null. */
    answers: z.record(z.string(), z.unknown()).nullable(),
    submission_id: z.uuid().nullable(),
  }),
);
export type FormAssignmentResponse = z.infer<typeof formAssignmentResponseSchema>;

/** PUT /api/pcsx/form_assignments/:id/draft: save progress; answers are checked for shape only. */
export const saveDraftBodySchema = z.object({
  values: z.record(z.string().max(100), z.unknown()),
  domain: z.string().trim().min(1).max(253).optional(),
});
export const saveDraftResponseSchema = dataEnvelope(
  z.object({
    assignment: assignedFormSchema,
    /** What was kept: SSN/SIN answers and uploads are never kept in a draft. */
    draft: z.record(z.string(), z.unknown()),
    /** Names of answers left out for that reason, so the page can say so. */
    not_kept: z.array(z.string()),
  }),
);

/** POST /api/pcsx/form_assignments/:id/submit: validated with the toolkit's rules on the server. */
export const submitAssignmentBodySchema = z.object({
  values: z.record(z.string().max(100), z.unknown()),
  /** The form version the candidate saw; a changed form answers 409. */
  formVersion: z.number().int().min(1).optional(),
  domain: z.string().trim().min(1).max(253).optional(),
});
export const submitAssignmentResponseSchema = dataEnvelope(
  z.object({ assignment: assignedFormSchema, submission_id: z.uuid() }),
);

/* Admin side. */

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const assignFormBodySchema = z.object({
  formId: z.uuid({ message: 'Choose a form' }),
  emails: z
    .array(emailSchema)
    .min(1, 'Choose at least one candidate')
    .max(assignEmailsMax, `Assign to at most ${assignEmailsMax} candidates at once`),
  dueAt: z.iso.datetime({ offset: true, message: 'Enter a valid date' }).nullable().optional(),
  message: z
    .string()
    .trim()
    .max(assignmentMessageMax, `Use at most ${assignmentMessageMax} characters`)
    .optional(),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type AssignFormBody = z.input<typeof assignFormBodySchema>;

export const adminAssignmentSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  formTitle: z.string(),
  candidate: z.object({ id: z.uuid(), email: z.string(), fullname: z.string() }),
  status: adminAssignmentStatusSchema,
  message: z.string().nullable(),
  dueAt: z.string().nullable(),
  assignedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  submissionId: z.uuid().nullable(),
});
export type AdminAssignment = z.infer<typeof adminAssignmentSchema>;

export const adminAssignmentsQuerySchema = domainQuerySchema.extend({
  status: adminAssignmentStatusSchema.optional(),
  formId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Assignments to skip, newest first: page n of size limit starts at n × limit. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminAssignmentsQuery = z.input<typeof adminAssignmentsQuerySchema>;

export const adminAssignmentsResponseSchema = dataEnvelope(
  z.object({ assignments: z.array(adminAssignmentSchema), total: z.number().int() }),
);
export const assignFormResponseSchema = dataEnvelope(
  z.object({ assignments: z.array(adminAssignmentSchema) }),
);
export const adminAssignmentResponseSchema = dataEnvelope(z.object({ assignment: adminAssignmentSchema }));

/**
 * GET /api/admin/form-assignments/:id: one assignment with its form and, once completed, the
 * submitted answers (SSN/SIN answers stay sealed and are left out; uploads are named by fileId).
 */
export const adminAssignmentDetailResponseSchema = dataEnvelope(
  z.object({
    assignment: adminAssignmentSchema,
    form: formSchema,
    answers: z.record(z.string(), z.unknown()).nullable(),
  }),
);
