import { uiLocaleCodes } from '@opencareers/contracts/ui-locales';

/**
 * Every country's name in the languages the site speaks, from the runtime's own ICU data
 * (Intl.DisplayNames, nothing bundled): "Deutschland", "Allemagne", "Alemania", "Niemcy". A
 * visitor types the country as they say it; the gazetteer files these beside the English names.
 */
export function countryNamesInSiteLanguages(codes: Iterable<string>): [name: string, code: string][] {
  const displays: Intl.DisplayNames[] = [];
  for (const locale of uiLocaleCodes) {
    try {
      displays.push(new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      // A runtime without this locale's data (a small-ICU Node) names nothing in it.
    }
  }
  const out: [string, string][] = [];
  for (const code of codes) {
    for (const display of displays) {
      const name = display.of(code);
      if (name) out.push([name, code]);
    }
  }
  return out;
}
