import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterLabels, valueLabels } from './filter-labels.ts';

/*
 * The web app translates a filter's name and fixed values only while the server's English
 * label is its own en.json text (features/search/logic/filter-labels.ts): these must match,
 * or a filter would stay in English in every language.
 */
const en = JSON.parse(
  fs.readFileSync(new URL('../../../../web/src/locales/en.json', import.meta.url), 'utf8'),
) as { search: Record<string, Record<string, string>>; positions: Record<string, Record<string, string>> };

describe('filter labels', () => {
  it('are the web app’s English words for each filter name', () => {
    expect(filterLabels).toEqual(en.search.filterNames);
  });

  it('are the web app’s English words for each fixed value it translates', () => {
    expect(valueLabels.work_place).toEqual(en.positions.workPlace);
    expect(valueLabels.employment_type).toEqual(en.positions.employmentType);
    expect(valueLabels.seniority).toEqual(en.positions.seniority);
    expect(valueLabels.date_posted).toEqual(en.search.datePosted);
  });
});
