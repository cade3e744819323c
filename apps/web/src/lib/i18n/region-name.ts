/** Intl.DisplayNames per UI language, made once: a list of places asks for many names. */
const displays = new Map<string, Intl.DisplayNames | null>();

function displayFor(locale: string): Intl.DisplayNames | null {
  let display = displays.get(locale);
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      display = null;
    }
    displays.set(locale, display);
  }
  return display;
}

/**
 * A country's name in the UI language ("DE" → "Deutschland" in German), by Intl.DisplayNames,
 * as the server names places (docs/i18n.md "Places"). A code Intl does not know gives
 * `fallback` (the stored name), else the code itself.
 */
export function regionName(code: string, locale: string, fallback?: string): string {
  const key = code.trim().toUpperCase();
  let name: string | undefined;
  if (/^[A-Z]{2}$|^\d{3}$/.test(key)) {
    try {
      name = displayFor(locale)?.of(key);
    } catch {
      name = undefined;
    }
  }
  return name ?? fallback ?? code;
}
