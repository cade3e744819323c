import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { findUiLocale, maxLocaleCodeLength } from './ui-locales.ts';

/*
 * The signed-in user's saved UI language (issue 21 item 2): after the page's `hl`, the saved
 * choice decides the language, before the browser's. See docs/i18n.md.
 */

export { localePaths } from './locales-paths.ts';

export const unknownLocaleMessage = 'This language is not one the site offers.';

/** A registered locale code, written back in its registered spelling ("pt_br" → "pt-BR"). */
export const uiLocaleCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(maxLocaleCodeLength)
  .transform((code, ctx) => {
    const locale = findUiLocale(code);
    if (!locale) {
      ctx.addIssue({ code: 'custom', message: unknownLocaleMessage });
      return z.NEVER;
    }
    return locale.code;
  });

/** null forgets the choice: the browser's languages decide again. */
export const saveLocaleBodySchema = z.object({ locale: uiLocaleCodeSchema.nullable() }).strict();
export type SaveLocaleBody = z.input<typeof saveLocaleBodySchema>;

export const savedLocaleResponseSchema = dataEnvelope(z.object({ locale: z.string().nullable() }));
