import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUiLocale, uiLocales } from '@opencareers/contracts/ui-locales';
import { describe, expect, it } from 'vitest';
import {
  emptyMessages,
  flatten,
  invalidPluralForms,
  missingKeys,
  placeholderMismatches,
  unknownKeys,
} from './check-messages.ts';

/*
 * Every locale file against en.json and the registry (issue 21 item 6; docs/i18n.md). A
 * complete locale must have every key; an incomplete one gets a report of its missing keys
 * (they show in English) and must pass every other check.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const en = flatten(read('en.json'));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');
const codeOf = (file: string) => file.replace(/\.json$/, '');

describe('the locale registry', () => {
  it('registers every locale file under its exact code', () => {
    for (const file of files) expect(findUiLocale(codeOf(file))?.code, file).toBe(codeOf(file));
  });

  it('says honestly which locales have a file: planned ones have none, the others do', () => {
    const withFile = new Set(['en', ...files.map(codeOf)]);
    for (const locale of uiLocales)
      expect(withFile.has(locale.code), `${locale.code} is ${locale.status}`).toBe(
        locale.status !== 'planned',
      );
  });

  it('lists each code once, with Intl plural rules and a right-to-left flag only for ar and he', () => {
    const codes = uiLocales.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(Intl.PluralRules.supportedLocalesOf(code), code).toEqual([code]);
    expect(uiLocales.filter((l) => l.direction === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
  });
});

describe.each(files)('%s', (file) => {
  const code = codeOf(file);
  const messages = flatten(read(file));
  const status = findUiLocale(code)?.status;

  it('has no key that en.json does not know', () => {
    expect(unknownKeys(en, messages, code)).toEqual([]);
  });

  it('keeps every placeholder and tag of the English message', () => {
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it('uses only the plural forms of its language (Intl.PluralRules)', () => {
    expect(invalidPluralForms(messages, code)).toEqual([]);
  });

  it('has no empty message', () => {
    expect(emptyMessages(en, messages)).toEqual([]);
  });

  it(`is ${status === 'complete' ? 'complete' : 'reported with its missing keys'}`, () => {
    const missing = missingKeys(en, messages, code);
    if (status === 'complete') {
      expect(missing).toEqual([]);
      return;
    }
    // The report: an incomplete locale shows these keys in English until they are translated.
    const total = missing.length + Object.keys(messages).length;
    console.info(
      `${code}: ${missing.length} of ${total} keys missing (shown in English)` +
        (missing.length ? `; first: ${missing.slice(0, 10).join(', ')}` : ''),
    );
    expect(status).toBe('incomplete');
  });
});
