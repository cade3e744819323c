import { z } from 'zod';

/**
 * The language a piece of company content (a job) is written in, as a BCP 47 tag ("de",
 * "pt-BR", "sr-Latn"). Any language a company writes in is allowed, not only the UI's
 * locales. Intl checks the tag's syntax and gives its canonical spelling ("PT-br" → "pt-BR"),
 * and its language must be one the Unicode CLDR names ("english" is well-formed but no language).
 */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export const contentLanguageSchema = z
  .string()
  .trim()
  .min(1)
  .max(35)
  .transform((tag, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && languageNames.of(new Intl.Locale(canonical).language)) return canonical;
    } catch {
      // RangeError: not a well-formed language tag; reported below.
    }
    ctx.addIssue({ code: 'custom', message: 'A language tag such as "en", "de" or "pt-BR"' });
    return z.NEVER;
  });
