/*
 * The languages one company's site offers and the one it falls back to (issue 21 item 5,
 * docs/i18n.md). The company sets them in its site settings (`locale.offered`, `locale.default`);
 * an empty list offers every language with a translation. Zod-free: the first view reads it.
 */

export interface SiteLocales {
  /** Codes the site offers, in the registry's order; never empty. */
  readonly offered: readonly string[];
  /** What the site shows when no requested language is offered: the company's default. */
  readonly fallback: string;
}

export interface SiteLocaleConfig {
  default?: string | undefined;
  offered?: readonly string[] | undefined;
}

/**
 * The site's languages among those with a messages file (`available`). A code without a file
 * is left out; if none is left, every available language is offered. A default the site does
 * not offer gives way to English, else the first offered language.
 */
export function siteLocales(config: SiteLocaleConfig | undefined, available: readonly string[]): SiteLocales {
  const chosen = new Set(config?.offered ?? []);
  const picked = available.filter((code) => chosen.has(code));
  const offered = picked.length > 0 ? picked : available;
  const wantedDefault = config?.default ?? 'en';
  const fallback = offered.includes(wantedDefault)
    ? wantedDefault
    : offered.includes('en')
      ? 'en'
      : (offered[0] ?? 'en');
  return { offered, fallback };
}

/**
 * The same, from the page the server sent (`<html lang="de" data-locales="de fr">`: the
 * default and the offered codes), so the first render is already in the right language.
 */
export function siteLocalesFromDocument(root: HTMLElement, available: readonly string[]): SiteLocales {
  const offered = (root.dataset.locales ?? '').split(/\s+/).filter((code) => code !== '');
  return siteLocales({ default: root.lang || undefined, offered }, available);
}
