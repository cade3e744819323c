import { z } from 'zod';
import { employmentTypes, seniorities, workPlaces } from './search-constants.ts';

/** A position's lifecycle (database column and API alike). */
export const positionStatuses = ['open', 'closed', 'draft'] as const;

export const positionLocationSchema = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** "City, Region, Country" as shown to candidates. */
  label: z.string(),
});
export type PositionLocation = z.infer<typeof positionLocationSchema>;

export const payRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string(),
  period: z.string(),
});
export type PayRange = z.infer<typeof payRangeSchema>;

/**
 * How well the logged-in candidate's profile matches a listed position: the same 0–5 score
 * as match_details, as a percentage for the badge, and whether it reaches the tenant's
 * strong-match threshold (pcsxConfig.searchConfig.strongMatchThreshold).
 */
export const positionMatchSchema = z.object({
  score: z.number().min(0).max(5),
  percent: z.number().int().min(0).max(100),
  isStrongMatch: z.boolean(),
});
export type PositionMatch = z.infer<typeof positionMatchSchema>;

/**
 * A position as listed in search results: the "lite" version the details pane shows first
 * (spec search §4). Spec §3 names id, archived_at (below 0 while open, the closing time in
 * epoch seconds once closed) and positionUserActions.isSaved.
 */
export const positionSummarySchema = z.object({
  id: z.string(),
  externalId: z.string(),
  name: z.string(),
  department: z.string(),
  employmentType: z.enum(employmentTypes),
  seniority: z.enum(seniorities),
  workPlace: z.enum(workPlaces),
  skills: z.array(z.string()),
  /** Primary location label, or "Remote" for remote positions. */
  location: z.string(),
  locations: z.array(positionLocationSchema),
  pay: payRangeSchema.nullable(),
  postedAt: z.string(),
  /** Epoch seconds; -1 while the position is open. */
  archived_at: z.number(),
  /** Plain-text excerpt of the description. */
  snippet: z.string(),
  /** Public page of the position: /careers/job/{id}. */
  url: z.string(),
  /** Kilometres from the searched point, when the search had one. */
  distanceKm: z.number().nullable(),
  positionUserActions: z.object({ isSaved: z.boolean(), inJobCart: z.boolean() }),
  /** Only for a logged-in candidate whose profile can be scored; absent or null otherwise. */
  match: positionMatchSchema.nullable().optional(),
  /**
   * The language the job is written in (BCP 47); null: the company's default language. An
   * addition to the spec's result shape (issue 21), optional so older answers still parse: a
   * card marks the title and snippet with it (`lang`) on a page in another language.
   */
  language: z.string().nullable().optional(),
});
export type PositionSummary = z.infer<typeof positionSummarySchema>;

/** The full position of position_details: the summary plus the description and dates. */
export const positionDetailsSchema = positionSummarySchema.extend({
  descriptionHtml: z.string(),
  /** The language the job is written in (BCP 47); null: the company's default language. */
  language: z.string().nullable(),
  status: z.enum(positionStatuses),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  companyName: z.string(),
  applyUrl: z.string(),
});
export type PositionDetails = z.infer<typeof positionDetailsSchema>;

/** position_id parameter: our ids are UUIDs; anything else is simply not found. */
export const positionIdSchema = z.string().trim().min(1).max(100);

export const positionQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  position_id: positionIdSchema,
});
