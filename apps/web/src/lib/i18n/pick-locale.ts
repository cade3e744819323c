/*
 * Which locale to show (issue 21; form-toolkit §9 "The locale comes from a page language
 * value, or else from the browser"). The order, most important first: the page's `hl`, the
 * signed-in user's saved choice, the choice made on this device with the language switcher,
 * then the browser's languages; the first the company's site offers wins, else the company's
 * default (site-locales.ts). docs/i18n.md.
 */

const normalise = (tag: string): string => tag.trim().replace(/_/g, '-').toLowerCase();
const base = (tag: string): string => normalise(tag).split('-')[0] ?? '';

/** Old or alternative codes browsers still send, read as the registered language. */
const aliases: Record<string, string> = { iw: 'he', in: 'id', no: 'nb', nn: 'nb', zh: 'zh' };

/** Countries that write Portuguese the European way; every other region reads Brazilian. */
const europeanPortuguese = new Set(['pt', 'ao', 'mz', 'cv', 'gw', 'st', 'tl', 'mo']);
/** Countries with British spelling. */
const britishEnglish = new Set(['gb', 'uk', 'ie', 'au', 'nz', 'za', 'in', 'sg', 'hk', 'mt']);

/**
 * The registered codes a requested tag can be served by, best first. Beyond the exact tag and
 * its bare language, a language with regional variants picks the variant its speakers read:
 * pt → pt-BR (most speakers) but pt-PT in Portugal and Lusophone Africa; es → es (Spain) but
 * es-419 for any American region; zh → zh-CN, zh-Hant and zh-TW → zh-TW, zh-HK and zh-MO →
 * zh-HK then zh-TW (both traditional script); en → en-GB in Commonwealth regions; fr-CA for
 * Canada. The last resort is any variant of the same language.
 */
export function candidatesFor(tag: string): string[] {
  const parts = normalise(tag).split('-');
  const language = aliases[parts[0] ?? ''] ?? parts[0] ?? '';
  const subtags = parts.slice(1);
  const region = subtags.find((s) => /^([a-z]{2}|\d{3})$/.test(s)) ?? '';
  const script = subtags.find((s) => /^[a-z]{4}$/.test(s)) ?? '';
  const out = [normalise(tag), language && region ? `${language}-${region}` : ''];
  if (language === 'pt') out.push(europeanPortuguese.has(region) ? 'pt-pt' : 'pt-br', 'pt-br', 'pt-pt');
  if (language === 'es') out.push(region === '' || region === 'es' ? 'es' : 'es-419', 'es', 'es-419');
  if (language === 'zh') {
    const traditional = script === 'hant' || ['tw', 'hk', 'mo'].includes(region);
    if (region === 'hk' || region === 'mo') out.push('zh-hk', 'zh-tw');
    out.push(traditional ? 'zh-tw' : 'zh-cn', traditional ? 'zh-hk' : 'zh-cn', 'zh-cn', 'zh-tw');
  }
  if (language === 'en') out.push(britishEnglish.has(region) ? 'en-gb' : 'en', 'en');
  if (language === 'fr') out.push(region === 'ca' ? 'fr-ca' : 'fr', 'fr');
  out.push(language);
  return out.filter((c, i) => c !== '' && out.indexOf(c) === i);
}

/**
 * Chooses the best available locale for an ordered list of requested ones (see candidatesFor);
 * then any variant of the language. The first requested locale that can be served wins.
 */
export function pickLocale(
  requested: readonly string[],
  available: readonly string[],
  fallback = 'en',
): string {
  const byTag = new Map(available.map((tag) => [normalise(tag), tag]));
  for (const wanted of requested) {
    if (!wanted?.trim()) continue;
    for (const candidate of candidatesFor(wanted)) {
      const found = byTag.get(candidate);
      if (found) return found;
    }
    const language = aliases[base(wanted)] ?? base(wanted);
    const variant = available.find((tag) => base(tag) === language);
    if (variant) return variant;
  }
  return fallback;
}

export interface LocaleSources {
  /** The page's address (its `hl` parameter is the page language value, form-toolkit §2). */
  search: string;
  /** The signed-in user's saved choice, once known. */
  saved?: string | null;
  /** The choice made with the switcher on this device. */
  device?: string | null;
  browser: readonly string[];
}

/** Locales the page asks for, most important first (see the order at the top of this file). */
export function requestedLocales(sources: LocaleSources): string[] {
  const fromAddress = new URLSearchParams(sources.search).get('hl') ?? '';
  return [fromAddress, sources.saved ?? '', sources.device ?? '', ...sources.browser].filter(
    (tag) => tag.trim() !== '',
  );
}
