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
  ltr('en-GB', 'English (UK)', 'complete'),
  ltr('fr', 'Français', 'complete'),
  ltr('fr-CA', 'Français (Canada)', 'complete'),
  ltr('de', 'Deutsch', 'complete'),
  ltr('es', 'Español', 'complete'),
  ltr('es-419', 'Español (Latinoamérica)', 'complete'),
  ltr('it', 'Italiano', 'complete'),
  ltr('pt-PT', 'Português (Portugal)', 'complete'),
  ltr('pt-BR', 'Português (Brasil)', 'complete'),
  ltr('nl', 'Nederlands', 'complete'),
  ltr('sv', 'Svenska', 'complete'),
  ltr('da', 'Dansk', 'complete'),
  ltr('nb', 'Norsk bokmål', 'complete'),
  ltr('fi', 'Suomi', 'complete'),
  ltr('pl', 'Polski', 'complete'),
  ltr('cs', 'Čeština', 'complete'),
  ltr('sk', 'Slovenčina', 'complete'),
  ltr('hu', 'Magyar', 'complete'),
  ltr('ro', 'Română', 'complete'),
  ltr('bg', 'Български', 'complete'),
  ltr('el', 'Ελληνικά', 'complete'),
  ltr('tr', 'Türkçe', 'complete'),
  ltr('ru', 'Русский', 'complete'),
  ltr('uk', 'Українська', 'complete'),
  rtl('ar', 'العربية', 'complete'),
  rtl('he', 'עברית', 'complete'),
  ltr('hi', 'हिन्दी', 'complete'),
  ltr('bn', 'বাংলা', 'complete'),
  ltr('th', 'ไทย', 'complete'),
  ltr('vi', 'Tiếng Việt', 'complete'),
  ltr('id', 'Bahasa Indonesia', 'complete'),
  ltr('ms', 'Bahasa Melayu', 'complete'),
  ltr('ja', '日本語', 'complete'),
  ltr('ko', '한국어', 'complete'),
  ltr('zh-CN', '简体中文', 'complete'),
  ltr('zh-TW', '繁體中文（台灣）', 'complete'),
  ltr('zh-HK', '繁體中文（香港）', 'complete'),
  ltr('hr', 'Hrvatski', 'complete'),
  ltr('sr', 'Српски', 'complete'),
  ltr('sl', 'Slovenščina', 'complete'),
  ltr('lt', 'Lietuvių', 'complete'),
  ltr('lv', 'Latviešu', 'complete'),
  ltr('et', 'Eesti', 'complete'),
];

export const uiLocaleCodes: readonly string[] = uiLocales.map((l) => l.code);

/** The registry entry of a code, matched case-insensitively with `_` read as `-`. */
export function findUiLocale(code: string): UiLocale | undefined {
  const wanted = code.trim().replace(/_/g, '-').toLowerCase();
  return uiLocales.find((l) => l.code.toLowerCase() === wanted);
}

/** Longest a saved locale code may be (the longest registered one is "es-419"). */
export const maxLocaleCodeLength = 16;
