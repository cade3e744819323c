import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';

/** GET /api/pcsx/position_insights (position_id, domain): facts from the site's own data; read at data.insights. */
export const insightsSchema = z.object({
  similarOpenPositions: z.object({
    count: z.number().int(),
    examples: z.array(z.object({ id: z.string(), name: z.string(), location: z.string() })),
  }),
  /** Skills most asked for in similar open roles, with the share of those roles asking. */
  topSkills: z.array(z.object({ skill: z.string(), share: z.number() })),
  daysOpen: z.number().int(),
  applicants: z.object({
    /** False when this site does not record applications (yet): count is then null. */
    available: z.boolean(),
    count: z.number().int().nullable(),
  }),
  /** Pay midpoint against the median of similar open roles with the same currency and period. */
  payComparison: z
    .object({
      currency: z.string(),
      period: z.string(),
      positionMidpoint: z.number(),
      similarMedian: z.number(),
      percentDifference: z.number(),
      sampleSize: z.number().int(),
    })
    .nullable(),
});
export type Insights = z.infer<typeof insightsSchema>;
export const insightsResponseSchema = dataEnvelope(z.object({ insights: insightsSchema }));
