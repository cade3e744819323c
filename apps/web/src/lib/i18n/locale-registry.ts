import { findUiLocale, type UiLocale, uiLocales } from '@opencareers/contracts/ui-locales';

/*
 * The registry (packages/contracts/src/ui-locales.ts) meets the files: a locale is offered
 * (picked, shown in the switcher) only when it has a messages file, so registering a language
 * before its translation exists changes nothing a visitor sees.
 */

/** The offered locales, in the registry's order, for the given list of codes with a file. */
export function offeredLocales(withFile: readonly string[]): UiLocale[] {
  const files = new Set(withFile.map((c) => c.toLowerCase()));
  return uiLocales.filter((l) => files.has(l.code.toLowerCase()));
}

/** The writing direction of a locale; left to right for anything unregistered. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return findUiLocale(code)?.direction ?? 'ltr';
}
