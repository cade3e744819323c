import { z } from 'zod';
import { offerTextLimits } from './offers.ts';

/**
 * The company's own "what happens next" text (docs/offers.md): shown to a candidate after
 * signing when the offer has none of its own; null means the site's standard text.
 */
export const nextStepsTextSchema = z
  .string()
  .trim()
  .max(offerTextLimits.nextSteps, `At most ${offerTextLimits.nextSteps} characters`)
  // Line breaks are the only control characters a paragraph needs.
  .refine((s) => !/\p{Cc}/u.test(s.replace(/\r?\n/g, '')), 'Remove the control characters')
  .transform((s) => s || null)
  .nullable();

export const saveNextStepsBodySchema = z.object({ text: nextStepsTextSchema }).strict();
export type SaveNextStepsBody = z.input<typeof saveNextStepsBodySchema>;

export const nextStepsResponseSchema = z.object({
  data: z.object({ text: z.string().nullable(), updated_at: z.string().nullable() }),
});
