import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';

const fitSchema = z.object({
  /** 0–1 contribution of this aspect. */
  score: z.number(),
  /** Why, in one sentence a candidate can read. */
  reason: z.string(),
});
export type Fit = z.infer<typeof fitSchema>;

/**
 * GET /api/pcsx/match_details (position_id, domain): an explainable 0–5 score of the
 * logged-in candidate's profile against the position. Logged out, or without a profile,
 * `available` is false and `reason` says why; the other fields are then empty.
 */
export const matchDetailsSchema = z.object({
  available: z.boolean(),
  reason: z.enum(['ok', 'login_required', 'profile_incomplete', 'disabled']),
  score: z.number().min(0).max(5).nullable(),
  isStrongMatch: z.boolean(),
  strongMatchThreshold: z.number(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** Position skills the candidate lacks but has a related skill for. */
  relatedSkills: z.array(z.object({ skill: z.string(), via: z.string() })),
  titleFit: fitSchema.nullable(),
  seniorityFit: fitSchema.nullable(),
  locationFit: fitSchema.nullable(),
  experienceFit: fitSchema.nullable(),
  /** Short sentences, most important first. */
  summary: z.array(z.string()),
});
export type MatchDetails = z.infer<typeof matchDetailsSchema>;
export const matchDetailsResponseSchema = dataEnvelope(matchDetailsSchema);
