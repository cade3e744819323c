import { readFileSync } from 'node:fs';
import { isolateLeftToRight } from '@opencareers/contracts/bidi-isolate';
import { noNesting } from '@opencareers/contracts/i18next-no-nesting';
import { findUiLocale, uiLocales } from '@opencareers/contracts/ui-locales';
import { createInstance, type i18n as I18n } from 'i18next';
import en from './messages/en.json' with { type: 'json' };

/**
 * The texts the server writes to people in their language (issue 21): notification titles and
 * messages, email subjects and bodies. One JSON file per locale of the registry that has
 * messages at all (ui-locales.ts), English being the per-key fallback. i18next does the
 * plurals (`_one`, `_other`… by Intl.PluralRules, as in the web app) and the `{{name}}`
 * placeholders; dates arrive already formatted by Intl (format-when.ts).
 */
export type ServerMessages = typeof en;

/** The locales with a messages file: every registry locale not `planned`. */
export const serverLocaleCodes: readonly string[] = uiLocales
  .filter((l) => l.status !== 'planned')
  .map((l) => l.code);

export const readServerMessages = (code: string): ServerMessages =>
  code === 'en' ? en : JSON.parse(readFileSync(new URL(`./messages/${code}.json`, import.meta.url), 'utf8'));

let instance: I18n | undefined;
function i18n(): I18n {
  if (instance) return instance;
  const created = createInstance();
  created.init({
    resources: Object.fromEntries(serverLocaleCodes.map((c) => [c, { translation: readServerMessages(c) }])),
    lng: 'en',
    fallbackLng: 'en',
    // Plain text: emails escape their HTML part themselves (email-html.ts). No `$t(…)` nesting:
    // the values are people's words (see noNesting).
    interpolation: { escapeValue: false, ...noNesting },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  });
  instance = created;
  return created;
}

export type MessageValues = Record<string, string | number | undefined>;

/** A writer of one locale's texts; `key` is a dotted path of en.json ("email.subject"). */
export type Translate = (key: string, values?: MessageValues) => string;

/** i18next's own options, which travel among the values but are not filled in. */
const i18nextOptions = new Set([
  'defaultValue',
  'context',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'postProcess',
]);
const isAddress = (value: string) => /^https?:\/\/\S+$/.test(value);

/**
 * In a right-to-left language, each filled-in value with left-to-right letters (a job title, a
 * company's or a person's name) is wrapped in a first strong isolate, as the web app does
 * (contracts/bidi-isolate.ts), so "C++ developer." keeps its "++" and full stop in an Arabic
 * sentence. The HTML part is made from the text (email-html.ts), so both carry it. Links are
 * left bare: a mail client that finds addresses in the text could take the isolate's invisible
 * characters into the address.
 */
function isolated(values: MessageValues): MessageValues {
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    out[name] =
      typeof value === 'string' && !i18nextOptions.has(name) && !isAddress(value)
        ? isolateLeftToRight(value)
        : value;
  return out;
}

export function translator(locale: string): Translate {
  const t = i18n().getFixedT(locale);
  if (directionOf(locale) === 'rtl') return (key, values) => t(key, isolated(values ?? {})) as string;
  return (key, values) => t(key, values ?? {}) as string;
}

/**
 * The registered locale with messages for a code, or undefined: exactly (any case, `_` or
 * `-`), else its language alone ("de-AT" gives "de"), since a company's default may be written
 * with a region the site does not list.
 */
export function messageLocaleFor(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const exact = findUiLocale(code);
  if (exact && serverLocaleCodes.includes(exact.code)) return exact.code;
  const language = findUiLocale(code.trim().split(/[-_]/)[0] ?? '');
  return language && serverLocaleCodes.includes(language.code) ? language.code : undefined;
}

/**
 * Whom to write in which language: the candidate's saved choice (`users.locale`), else the
 * company's default language (site settings `locale.default`), else English.
 */
export const recipientLocale = (
  saved: string | null | undefined,
  companyDefault: string | undefined,
): string => messageLocaleFor(saved) ?? messageLocaleFor(companyDefault) ?? 'en';

/** The writing direction of a locale, for `<html dir>`. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => findUiLocale(locale)?.direction ?? 'ltr';

let ownCategoryTitles: Set<string> | undefined;
/**
 * Whether a stored category title is the category's own in some language (not an admin's
 * custom title): the panel then shows the category in the reader's language instead.
 */
export function isOwnCategoryTitle(category: string, title: string): boolean {
  ownCategoryTitles ??= new Set(
    serverLocaleCodes.flatMap((c) =>
      Object.entries(readServerMessages(c).categories).map(([k, v]) => `${k}\u0000${v}`),
    ),
  );
  return ownCategoryTitles.has(`${category}\u0000${title}`);
}
