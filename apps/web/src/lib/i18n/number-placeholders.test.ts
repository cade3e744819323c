import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { flatten } from './check-messages.ts';
import { messageNumberFormat } from './format-number.ts';

/*
 * Counts inside messages are grouped the reader's way (issue 21 item 4): every `{{count}}` and
 * `{{total}}` goes through i18next's number format, `{{count, number}}`, which is
 * Intl.NumberFormat in the UI language: "12,345" in English, "12.345" in German.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: Object.fromEntries(
      ['en', 'de', 'fr', 'hi', 'ar'].map((code) => [code, { translation: read(code) }]),
    ),
  });
  // As the app and the server render do (i18n.ts, server-render/server-i18n.ts).
  i18n.services.formatter?.add('number', messageNumberFormat);
});

const inLanguage = (lng: string, key: string, values: Record<string, unknown>): string =>
  // Keys chosen at run time: the typed t() of i18next.d.ts knows only literal ones.
  (i18n.getFixedT(lng) as unknown as (key: string, values: Record<string, unknown>) => string)(key, values);
const intl = (lng: string, n: number) => new Intl.NumberFormat(lng).format(n);

describe('numbers inside messages', () => {
  it('groups a count by the reader’s language, and still picks the plural form by it', () => {
    expect(inLanguage('en', 'search.resultsCount', { count: 12345 })).toBe('12,345 jobs');
    expect(inLanguage('en', 'search.resultsCount', { count: 1 })).toBe('1 job');
    expect(inLanguage('de', 'search.resultsCount', { count: 12345 })).toContain('12.345');
    // French groups with a narrow no-break space, Hindi in lakhs ("12,34,567"): whatever Intl
    // says for the language, not the English grouping. Arabic: as Intl's data for `ar` has it.
    for (const lng of ['fr', 'hi']) {
      const text = inLanguage(lng, 'search.resultsCount', { count: 1234567 });
      expect(text, lng).toContain(intl(lng, 1234567));
      expect(text, lng).not.toContain('1,234,567');
    }
    expect(inLanguage('ar', 'search.resultsCount', { count: 1234567 })).toContain(intl('ar', 1234567));
  });

  it('groups a total and the range beside it', () => {
    expect(inLanguage('en', 'search.resultsRange', { from: 1001, to: 1020, total: 12345 })).toBe(
      'Showing 1,001–1,020 of 12,345',
    );
    expect(inLanguage('de', 'search.resultsRange', { from: 1001, to: 1020, total: 12345 })).toBe(
      '1.001–1.020 von 12.345',
    );
  });

  it('formats every count and total in every locale file', () => {
    for (const file of files)
      for (const [key, message] of Object.entries(flatten(read(file.replace(/\.json$/, ''))))) {
        const bare = /\{\{\s*(count|total)\s*\}\}/.exec(message);
        expect(bare, `${file} ${key}: write {{${bare?.[1]}, number}}`).toBeNull();
      }
  });

  it('uses the number format without options, which the app does not read (format-number.ts)', () => {
    for (const file of files)
      for (const [key, message] of Object.entries(flatten(read(file.replace(/\.json$/, ''))))) {
        const withOptions = /\{\{[^}]*,\s*number\s*\(/.exec(message);
        expect(withOptions, `${file} ${key}`).toBeNull();
      }
  });
});
