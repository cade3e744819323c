/*
 * The checks every locale file must pass against en.json (issue 21 item 6; run by
 * locale-files.test.ts in `npm run test:unit`). Plain functions so the test reads as rules.
 *
 * Keys are i18next's: nested objects flattened with dots, plurals as `<key>_<category>` where
 * the category is one of the locale's Intl.PluralRules categories (German: one, other; Arabic:
 * zero, one, two, few, many, other). A `_zero` key is also allowed in any language (i18next
 * uses it for count 0 when present).
 */

export type Flat = Record<string, string>;
type Tree = { [key: string]: unknown };

export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = new RegExp(`_(${pluralCategories.join('|')})$`);

export function flatten(tree: Tree, prefix = ''): Flat {
  const out: Flat = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value as Tree, path));
    else out[path] = String(value);
  }
  return out;
}

/** The plural base of a key ("jobs_one" → "jobs"), or undefined for a plain key. */
export const pluralBase = (key: string): string | undefined =>
  pluralSuffix.test(key) ? key.replace(pluralSuffix, '') : undefined;

/** The plural categories a locale needs, from Intl (the CLDR rules the browser uses too). */
export function categoriesOf(locale: string): string[] {
  const found = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  // In CLDR's order (zero, one, two, few, many, other), whatever order the engine lists them in.
  return pluralCategories.filter((c) => found.includes(c));
}

/** The keys a complete translation has: English's plain keys, each plural in the locale's forms. */
export function expectedKeys(en: Flat, locale: string): Set<string> {
  const keys = new Set<string>();
  const categories = categoriesOf(locale);
  for (const key of Object.keys(en)) {
    const base = pluralBase(key);
    if (base === undefined) keys.add(key);
    else for (const category of categories) keys.add(`${base}_${category}`);
  }
  return keys;
}

/** Keys of the translation that English does not know (typos, removed keys, wrong plural forms). */
export function unknownKeys(en: Flat, translation: Flat, locale: string): string[] {
  const expected = expectedKeys(en, locale);
  const enBases = new Set(Object.keys(en).map(pluralBase).filter(Boolean));
  return Object.keys(translation).filter((key) => {
    if (expected.has(key)) return false;
    // `_zero` is an optional extra for any language with plurals.
    const base = pluralBase(key);
    return !(base && key.endsWith('_zero') && enBases.has(base));
  });
}

export function missingKeys(en: Flat, translation: Flat, locale: string): string[] {
  return [...expectedKeys(en, locale)].filter((key) => !(key in translation));
}

/**
 * {{name}} and {{name, format(...)}} placeholders, the forms package's %(name)s ones, and the
 * <tag> names of <Trans> components.
 */
export function tokensOf(message: string): string[] {
  const placeholders = [
    ...[...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...message.matchAll(/%\((\w+)\)s/g)].map((m) => `%(${m[1]})s`),
  ];
  const tags = [...message.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...placeholders, ...tags].sort();
}

/** The English message a translated key is checked against (for a plural, English's `other`). */
function englishFor(en: Flat, key: string): string | undefined {
  if (key in en) return en[key];
  const base = pluralBase(key);
  return base ? (en[`${base}_other`] ?? en[`${base}_one`]) : undefined;
}

/**
 * Keys whose placeholders or tags differ from English. A plural's singular-like forms (zero,
 * one, two) may leave out {{count}}, as "one job" does in many languages, or add it where
 * English's `_one` spells "1" out; nothing else may be added, dropped or renamed.
 */
export function placeholderMismatches(
  en: Flat,
  translation: Flat,
): { key: string; english: string[]; translated: string[] }[] {
  const out: { key: string; english: string[]; translated: string[] }[] = [];
  for (const [key, message] of Object.entries(translation)) {
    const english = englishFor(en, key);
    if (english === undefined) continue;
    let want = [...new Set(tokensOf(english))].sort();
    const got = [...new Set(tokensOf(message))].sort();
    // Singular-like forms may drop {{count}} ("one job"), or add it where English has none:
    // Slavic `one` also covers 21, 31, … ("21 кандидату"), so the number must be written there.
    if (/_(zero|one|two)$/.test(key)) {
      want = want.filter((t) => t !== '{{count}}');
      if (got.includes('{{count}}')) want = [...want, '{{count}}'].sort();
    }
    if (want.join() !== got.join()) out.push({ key, english: want, translated: got });
  }
  return out;
}

/** Plural keys whose form is not one of the locale's categories (or `zero`). */
export function invalidPluralForms(translation: Flat, locale: string): string[] {
  const categories = new Set([...categoriesOf(locale), 'zero']);
  return Object.keys(translation).filter((key) => {
    const match = key.match(pluralSuffix);
    return match !== null && !categories.has(match[1]!);
  });
}

/**
 * Keys whose message is empty or only spaces while English says something: they would show
 * nothing instead of English.
 */
export function emptyMessages(en: Flat, translation: Flat): string[] {
  return Object.entries(translation)
    .filter(([key, message]) => message.trim() === '' && (englishFor(en, key) ?? '').trim() !== '')
    .map(([key]) => key);
}
