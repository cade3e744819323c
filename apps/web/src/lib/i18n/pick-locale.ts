const normalise = (tag: string): string => tag.trim().replace(/_/g, '-').toLowerCase();
const base = (tag: string): string => normalise(tag).split('-')[0] ?? '';

/**
 * Chooses the best available locale for an ordered list of requested ones: an exact match
 * (fr-CA), then the bare language (fr for fr-CA), then a regional variant of the language
 * (pt-BR for pt). The first requested locale that can be served wins.
 */
export function pickLocale(
  requested: readonly string[],
  available: readonly string[],
  fallback = 'en',
): string {
  const byTag = new Map(available.map((tag) => [normalise(tag), tag]));
  for (const wanted of requested) {
    if (!wanted?.trim()) continue;
    const exact = byTag.get(normalise(wanted));
    if (exact) return exact;
    const language = byTag.get(base(wanted));
    if (language) return language;
    const variant = available.find((tag) => base(tag) === base(wanted));
    if (variant) return variant;
  }
  return fallback;
}

/** Locales the page asks for, most important first (form-toolkit §9 Locales). */
export function requestedLocales(pageSearch: string, htmlLang: string, browser: readonly string[]): string[] {
  // hl is the language parameter carried by login links (form-toolkit §2).
  const fromAddress = new URLSearchParams(pageSearch).get('hl') ?? '';
  return [fromAddress, htmlLang, ...browser].filter((tag) => tag.trim() !== '');
}
