import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';

/*
 * Form definitions (admin) and submissions (candidates), issue 3. The definition's schema is
 * the toolkit's own (packages/forms/core), so the server refuses on save what the renderer
 * could not show. Not under /api/pcsx: the specs show no forms paths, so these are ours.
 */

export const formIdParamsSchema = z.object({ formId: z.uuid() });
export const formsQuerySchema = domainQuerySchema;

export const formSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const formSchema = formSummarySchema.extend({ definition: formDefinitionSchema });
export type FormDto = z.infer<typeof formSchema>;

export const saveFormBodySchema = z.object({
  title: z.string().trim().min(1).max(300),
  definition: formDefinitionSchema,
});
export type SaveFormBody = z.infer<typeof saveFormBodySchema>;

export const formResponseSchema = z.object({ data: z.object({ form: formSchema }) });
export const formListResponseSchema = z.object({ data: z.object({ forms: z.array(formSummarySchema) }) });

/** A candidate's answers, keyed by field name; each is checked against the stored definition. */
export const submitFormBodySchema = z.object({
  values: z.record(z.string().max(100), z.unknown()),
  /** The version the candidate saw; a changed form answers 409 so nobody submits to a stale form. */
  formVersion: z.number().int().min(1).optional(),
});

export const submissionResponseSchema = z.object({
  data: z.object({
    submission: z.object({
      id: z.uuid(),
      formId: z.uuid(),
      formVersion: z.number().int(),
      submittedAt: z.string(),
    }),
  }),
});

/** Admin preview: checks answers against a definition not yet saved (the gallery, the editor). */
export const previewValidateBodySchema = z.object({
  definition: formDefinitionSchema,
  values: z.record(z.string().max(100), z.unknown()),
});
export const previewValidateResponseSchema = z.object({
  data: z.object({
    valid: z.boolean(),
    fieldErrors: z.record(z.string(), z.string()),
    /** The answers the server would store: visible fields only, text trimmed. */
    values: z.record(z.string(), z.unknown()),
  }),
});

/**
 * GET /api/forms/submissions/:submissionId/files/:fileId: a file uploaded with a submission,
 * for the candidate who sent it or an admin of the tenant. The stored answers hold
 * { uid, name, size, type, fileId, status } in place of the upload's base64.
 */
export const submissionFileParamsSchema = z.object({ submissionId: z.uuid(), fileId: z.uuid() });

/*
 * Responses (issue 18): every submission of one form, for its admins. Answers are readable
 * text (choices as labels, files as names, dates ISO); SSN/SIN answers are never sent, only
 * named in `hidden` when the submission holds them sealed.
 */
export const formResponsesQuerySchema = formsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Responses to skip, newest first: page n of size limit starts at n × limit. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One column per answering question of the form as it is now, in definition order. */
export const responseColumnSchema = z.object({ name: z.string(), label: z.string(), type: z.string() });

export const formResponseRowSchema = z.object({
  id: z.uuid(),
  submittedAt: z.string(),
  formVersion: z.number().int(),
  submitter: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Readable answers by question name; a question left unanswered is absent. */
  answers: z.record(z.string(), z.string()),
  /** Names of SSN/SIN questions whose answer is stored sealed and never shown. */
  hidden: z.array(z.string()),
  /** Uploaded files, to download through /api/forms/submissions/:id/files/:fileId. */
  files: z.array(z.object({ field: z.string(), name: z.string(), fileId: z.uuid() })),
});
export type FormResponseRow = z.infer<typeof formResponseRowSchema>;

export const formResponsesResponseSchema = z.object({
  data: z.object({
    form: formSummarySchema,
    columns: z.array(responseColumnSchema),
    responses: z.array(formResponseRowSchema),
    total: z.number().int(),
  }),
});
export type FormResponsesData = z.infer<typeof formResponsesResponseSchema>['data'];
