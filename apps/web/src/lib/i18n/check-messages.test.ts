import { describe, expect, it } from 'vitest';
import {
  emptyMessages,
  expectedKeys,
  flatten,
  invalidPluralForms,
  missingKeys,
  placeholderMismatches,
  unknownKeys,
} from './check-messages.ts';

const en = flatten({
  a: { title: 'Hello {{name}}', link: 'Go <back>back</back>', empty: '' },
  jobs_one: '{{count}} job',
  jobs_other: '{{count}} jobs',
  forms: { min: 'Enter at least %(count)s characters.' },
});

describe('the locale checks', () => {
  it('expects each plural in the forms of the locale (Arabic has six, German two)', () => {
    expect([...expectedKeys(en, 'ar')].filter((k) => k.startsWith('jobs_'))).toEqual([
      'jobs_zero',
      'jobs_one',
      'jobs_two',
      'jobs_few',
      'jobs_many',
      'jobs_other',
    ]);
    expect(missingKeys(en, { 'a.title': 'Hallo {{name}}' }, 'de')).toEqual([
      'a.link',
      'a.empty',
      'jobs_one',
      'jobs_other',
      'forms.min',
    ]);
  });

  it('finds keys English does not know and plural forms the language lacks', () => {
    expect(unknownKeys(en, { 'a.titel': 'x', jobs_few: 'x', jobs_zero: 'x' }, 'de')).toEqual([
      'a.titel',
      'jobs_few',
    ]);
    expect(invalidPluralForms({ jobs_few: 'x', jobs_one: 'x', jobs_zero: 'x' }, 'de')).toEqual(['jobs_few']);
    expect(invalidPluralForms({ jobs_few: 'x' }, 'ar')).toEqual([]);
  });

  it('finds dropped, renamed or added placeholders and tags, but lets "one" leave out the count', () => {
    expect(
      placeholderMismatches(en, {
        'a.title': 'Hallo {{nom}}',
        'a.link': 'Zurück',
        jobs_one: 'ein Job',
        jobs_other: 'Jobs',
        'forms.min': 'Mindestens %(count)s Zeichen.',
      }).map((m) => m.key),
    ).toEqual(['a.title', 'a.link', 'jobs_other']);
  });

  it('lets "one" write the count where English spells "1" out (Slavic one is also 21, 31, …)', () => {
    const english = flatten({ done_one: 'Sent to 1 person.', done_other: 'Sent to {{count}} people.' });
    expect(
      placeholderMismatches(english, {
        done_one: 'Отправлено {{count}} человеку.',
        done_few: 'Отправлено {{count}} людям.',
        done_other: 'Отправлено.',
      }).map((m) => m.key),
    ).toEqual(['done_other']);
  });

  it('finds empty messages where English has text', () => {
    expect(emptyMessages(en, { 'a.title': ' ', 'a.empty': '' })).toEqual(['a.title']);
  });
});
