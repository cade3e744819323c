import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';

/**
 * What admin forms pick from: the tenant's candidates and open positions, found by part of a
 * name, email or title (the server searches, so thousands of jobs fit). Offers, interviews
 * and form assignments all use these two calls.
 */
export const adminDirectoryQuerySchema = domainQuerySchema.extend({
  q: z.string().trim().max(200).default(''),
});

export const adminCandidateSchema = z.object({ id: z.uuid(), email: z.string(), fullname: z.string() });
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

/** GET /api/admin/candidates?q=: candidates whose name or email contains q, by email. */
export const adminCandidatesResponseSchema = z.object({
  data: z.object({ candidates: z.array(adminCandidateSchema) }),
});

export const adminPositionOptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** "City, Country" of its first location, when it has one. */
  location: z.string().nullable(),
});

/** GET /api/admin/positions?q=: open positions whose title contains q, by title. */
export const adminPositionsResponseSchema = z.object({
  data: z.object({ positions: z.array(adminPositionOptionSchema) }),
});

/** How many of each one answer holds. */
export const adminDirectoryLimits = { candidates: 200, positions: 20 } as const;
