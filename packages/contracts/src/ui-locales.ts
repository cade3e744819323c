/*
 * The UI locales the site can speak (issue 21; form-toolkit §9 "About 40 UI locales are
 * supported, including fr-CA, pt-BR and zh variants"). Zod-free: the web app's entry imports
 * it, and the server checks a candidate's saved choice against it.
 *
 * `status` says honestly how far each locale's messages are: `complete` (every key of en.json,
 * enforced by apps/web/src/lib/i18n/locale-files.test.ts), `incomplete` (a file exists, keys may
 * be missing and fall back to English one by one) or `planned` (no file yet; the switcher does
 * not offer it and a request for it gets English or a nearer locale).
 */

export type TextDirection = 'ltr' | 'rtl';
export type LocaleStatus = 'complete' | 'incomplete' | 'planned';

export interface UiLocale {
  /** BCP 47 tag; also the file name under apps/web/src/locales/. */
  readonly code: string;
  /** The language's own name, as its speakers write it. */
  readonly nativeName: string;
  readonly direction: TextDirection;
  readonly status: LocaleStatus;
}

const ltr = (code: string, nativeName: string, status: LocaleStatus = 'planned'): UiLocale => ({
  code,
  nativeName,
  direction: 'ltr',
  status,
});
const rtl = (code: string, nativeName: string, status: LocaleStatus = 'planned'): UiLocale => ({
  code,
  nativeName,
  direction: 'rtl',
  status,
});

export const uiLocales: readonly UiLocale[] = [
  ltr('en', 'English', 'complete'),
  ltr('en-GB', 'English (UK)'),
  ltr('fr', 'Français'),
  ltr('fr-CA', 'Français (Canada)'),
  ltr('de', 'Deutsch', 'complete'),
  ltr('es', 'Español'),
  ltr('es-419', 'Español (Latinoamérica)'),
  ltr('it', 'Italiano'),
  ltr('pt-PT', 'Português (Portugal)'),
  ltr('pt-BR', 'Português (Brasil)'),
  ltr('nl', 'Nederlands'),
  ltr('sv', 'Svenska'),
  ltr('da', 'Dansk'),
  ltr('nb', 'Norsk bokmål'),
  ltr('fi', 'Suomi'),
  ltr('pl', 'Polski'),
  ltr('cs', 'Čeština'),
  ltr('sk', 'Slovenčina'),
  ltr('hu', 'Magyar'),
  ltr('ro', 'Română'),
  ltr('bg', 'Български'),
  ltr('el', 'Ελληνικά'),
  ltr('tr', 'Türkçe'),
  ltr('ru', 'Русский'),
  ltr('uk', 'Українська'),
  rtl('ar', 'العربية', 'complete'),
  rtl('he', 'עברית'),
  ltr('hi', 'हिन्दी'),
  ltr('bn', 'বাংলা'),
  ltr('th', 'ไทย'),
  ltr('vi', 'Tiếng Việt'),
  ltr('id', 'Bahasa Indonesia'),
  ltr('ms', 'Bahasa Melayu'),
  ltr('ja', '日本語'),
  ltr('ko', '한국어'),
  ltr('zh-CN', '简体中文'),
  ltr('zh-TW', '繁體中文（台灣）'),
  ltr('zh-HK', '繁體中文（香港）'),
  ltr('hr', 'Hrvatski'),
  ltr('sr', 'Српски'),
  ltr('sl', 'Slovenščina'),
  ltr('lt', 'Lietuvių'),
  ltr('lv', 'Latviešu'),
  ltr('et', 'Eesti'),
];

export const uiLocaleCodes: readonly string[] = uiLocales.map((l) => l.code);

/** The registry entry of a code, matched case-insensitively with `_` read as `-`. */
export function findUiLocale(code: string): UiLocale | undefined {
  const wanted = code.trim().replace(/_/g, '-').toLowerCase();
  return uiLocales.find((l) => l.code.toLowerCase() === wanted);
}

/** Longest a saved locale code may be (the longest registered one is "es-419"). */
export const maxLocaleCodeLength = 16;
