import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { filterCount, searchLabel } from './search-label.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

describe('saved search label', () => {
  it('names the search by its words, place and number of filters', () => {
    const t = i18n.t;
    expect(searchLabel(t, { query: 'designer', location: 'Berlin', filterCount: 3 })).toBe(
      'designer in Berlin (+3 filters)',
    );
    expect(searchLabel(t, { query: '', location: 'remote', filterCount: 1 })).toBe(
      'All jobs in remote (+1 filter)',
    );
    expect(searchLabel(t, { query: ' nurse ', location: '', filterCount: 0 })).toBe('nurse');
    expect(filterCount({ work_place: ['remote', 'hybrid'], department: ['Design'] })).toBe(3);
  });
});
