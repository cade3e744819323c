import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionSummarySchema } from './position.ts';

/**
 * Where a draft belongs: the form context it was typed in (an application to a position; the
 * onboarding profile form, context id `profile`). Stored in `form_drafts.context`;
 * assigned forms keep their draft on the assignment row (`form_assignments.draft_answers`).
 */
export const draftContexts = ['application', 'onboarding'] as const;
export type DraftContext = (typeof draftContexts)[number];

/** The autosaved answers of one form, as the server kept them (never SSN/SIN or uploads). */
export const draftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  /** The form version the answers were typed against. */
  form_version: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftPositionParamsSchema = z.object({ position_id: z.string().trim().min(1).max(100) });

/** PUT /api/pcsx/draft_applications/:position_id: the whole set of answers typed so far. */
export const saveApplicationDraftBodySchema = z.object({
  values: z.record(z.string().max(100), z.unknown()),
  form_version: z.number().int().min(0).max(1_000_000).optional(),
  domain: z.string().trim().min(1).max(253).optional(),
});

export const applicationDraftResponseSchema = dataEnvelope(
  z.object({
    draft: draftSchema.nullable(),
    /** Answers left out because they are never kept in a draft (SSN/SIN, uploads), by field name. */
    not_kept: z.array(z.string()),
  }),
);
export type ApplicationDraftResponse = z.infer<typeof applicationDraftResponseSchema>;

/** One draft application (spec search §3): position_id and its position (archived_at < 0 open). */
export const draftApplicationSchema = z.object({
  position_id: z.string(),
  position: positionSummarySchema,
  updated_at: z.string(),
});
export type DraftApplication = z.infer<typeof draftApplicationSchema>;

/** GET /api/pcsx/draft_applications (spec shell §7): reads draft_applications, newest first. */
export const draftApplicationsResponseSchema = dataEnvelope(
  z.object({ draft_applications: z.array(draftApplicationSchema) }),
);

/** DELETE /api/pcsx/draft_applications (spec shell §7): body position_ids (array). */
export const deleteDraftApplicationsBodySchema = z.object({
  position_ids: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
  domain: z.string().trim().min(1).max(253).optional(),
});
export const deleteDraftApplicationsResponseSchema = dataEnvelope(
  z.object({ position_ids: z.array(z.string()) }),
);
