import { readdirSync } from 'node:fs';
import { uiLocales } from '@opencareers/contracts/ui-locales';
import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when.ts';
import {
  directionOf,
  isOwnCategoryTitle,
  messageLocaleFor,
  readServerMessages,
  recipientLocale,
  serverLocaleCodes,
  translator,
} from './server-messages.ts';

/*
 * The server's catalogue passes the rules of the web app's locale check (docs/i18n.md "The
 * checks"): every locale has every key of en.json, plurals in exactly its language's forms,
 * the same {{placeholders}} as English, and no empty message.
 */

type Flat = Record<string, string>;
const flatten = (tree: object, prefix = ''): Flat =>
  Object.entries(tree).reduce<Flat>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? Object.assign(out, flatten(value, path))
      : Object.assign(out, { [path]: String(value) });
  }, {});

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const categoriesOf = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

/** English's keys with each plural spelled in the locale's forms (`_zero` optional anywhere). */
function expectedKeys(en: Flat, locale: string): Set<string> {
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else for (const c of categoriesOf(locale)) keys.add(key.replace(pluralSuffix, `_${c}`));
  }
  return keys;
}

const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

const en = flatten(readServerMessages('en'));

describe('the server’s message catalogue (issue 21)', () => {
  it('has a file for every locale of the registry that has messages, and no other', () => {
    const files = readdirSync(new URL('./messages', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...serverLocaleCodes].sort());
    expect(serverLocaleCodes).toEqual(uiLocales.filter((l) => l.status !== 'planned').map((l) => l.code));
  });

  describe.each(serverLocaleCodes.filter((c) => c !== 'en'))('%s', (locale) => {
    const messages = flatten(readServerMessages(locale));

    it('has every key of English, plurals in its own forms, and nothing else', () => {
      const expected = expectedKeys(en, locale);
      const unknown = Object.keys(messages).filter(
        (k) => !expected.has(k) && !(k.endsWith('_zero') && `${k.replace(pluralSuffix, '_other')}` in en),
      );
      expect(unknown).toEqual([]);
      expect([...expected].filter((k) => !(k in messages))).toEqual([]);
    });

    it('keeps English’s placeholders and leaves nothing empty', () => {
      for (const [key, message] of Object.entries(messages)) {
        const english = en[key] ?? en[key.replace(pluralSuffix, '_other')]!;
        let want = placeholders(english);
        // "one job": a singular-like form may spell the number out, or write it where English does not.
        if (/_(zero|one|two)$/.test(key)) want = want.filter((p) => p !== 'count');
        const got = placeholders(message).filter((p) => !/_(zero|one|two)$/.test(key) || p !== 'count');
        expect({ key, placeholders: got }).toEqual({ key, placeholders: want });
        expect(message.trim(), key).not.toBe('');
      }
    });
  });
});

describe('whose language', () => {
  it('takes the saved choice, else the company’s default, else English', () => {
    expect(recipientLocale('de', 'fr')).toBe('de');
    expect(recipientLocale(null, 'fr')).toBe('fr');
    expect(recipientLocale(null, 'en')).toBe('en');
    expect(recipientLocale('klingon', undefined)).toBe('en');
  });

  it('reads codes as the registry spells them, and a region it lacks as the language', () => {
    expect(messageLocaleFor('pt_br')).toBe('pt-BR');
    expect(messageLocaleFor('ZH-hk')).toBe('zh-HK');
    expect(messageLocaleFor('de-AT')).toBe('de');
    expect(messageLocaleFor('xx')).toBeUndefined();
  });

  it('knows which languages read right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });

  it('recognises a category’s own title in any language, not an admin’s own', () => {
    expect(isOwnCategoryTitle('offer', 'Job offer')).toBe(true);
    expect(isOwnCategoryTitle('offer', 'Jobangebot')).toBe(true);
    expect(isOwnCategoryTitle('message', 'Recruiting team')).toBe(false);
  });
});

describe('dates by Intl', () => {
  const expiry = new Date('2026-12-07T00:00:00Z');
  const interview = new Date('2030-01-02T15:30:00Z');

  it('writes a day in the locale’s order, the same day everywhere', () => {
    expect(formatWhen('en', { day: expiry })).toBe('12/07/2026');
    expect(formatWhen('de', { day: expiry })).toBe('07.12.2026');
    expect(formatWhen('en-GB', { day: expiry })).toBe('07/12/2026');
  });

  it('writes a moment in the zone it was planned in, naming the zone', () => {
    const de = formatWhen('de', { moment: interview, timeZone: 'Europe/Berlin' });
    expect(de).toContain('16:30');
    expect(de).toContain('MEZ');
    expect(formatWhen('en', { moment: interview, timeZone: 'America/New_York' })).toContain('10:30');
    // An unknown zone falls back to UTC rather than failing the whole change.
    expect(formatWhen('en', { moment: interview, timeZone: 'Mars/Olympus' })).toContain('3:30');
  });
});

describe('people’s words in the texts', () => {
  it('writes a value that looks like i18next nesting as it is, and an unclosed one too', () => {
    const t = translator('en');
    // Closed: i18next would have put the email subject in its place.
    expect(t('email.open', { link: '$t(email.subject)' })).toBe('Open: $t(email.subject)');
    // Unclosed and long: its nesting pattern used to backtrack for minutes on this.
    const unclosed = `$t(${'a'.repeat(40)}`;
    expect(t('email.open', { link: unclosed })).toBe(`Open: ${unclosed}`);
  });
});

describe('filled-in values in a right-to-left language', () => {
  const link = 'https://northwind.example/careers/interviews';

  it('isolates a value with left-to-right letters in Arabic and Hebrew, not in English', () => {
    for (const locale of ['ar', 'he']) {
      const t = translator(locale);
      const subject = t('email.subject', { category: 'Job offer', company: 'Northwind Labs' });
      expect(subject, locale).toContain('\u2068Northwind Labs\u2069');
      expect(subject, locale).toContain('\u2068Job offer\u2069');
      expect(t('staff.formSubmitted', { candidate: 'Casey Tester', form: 'C++ test.' }), locale).toContain(
        '\u2068C++ test.\u2069',
      );
    }
    const english = translator('en')('email.subject', { category: 'Job offer', company: 'Northwind Labs' });
    expect(english).toBe('Job offer: Northwind Labs careers');
    expect(english).not.toMatch(/[\u2066-\u2069]/);
  });

  it('leaves values in Arabic letters, numbers and links as they are', () => {
    const t = translator('ar');
    expect(t('email.subject', { category: 'المقابلات', company: 'شركة النور' })).toBe(
      'المقابلات: الوظائف في شركة النور',
    );
    expect(t('email.open', { link })).toBe(`افتح: ${link}`);
    expect(t('talentNetwork.alertSubject', { count: 3, company: 'Acme' })).toContain('\u2068Acme\u2069');
    expect(t('talentNetwork.alertSubject', { count: 3, company: 'Acme' })).not.toContain('\u20683');
  });

  it('writes the stand-in in the locale’s own word, which needs no isolate', () => {
    expect(translator('ar')('standIn.position', { defaultValue: 'a position' })).toBe('بلا عنوان');
  });
});
