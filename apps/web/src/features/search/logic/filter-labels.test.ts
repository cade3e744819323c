import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { filterTitle, optionLabel } from './filter-labels.ts';

const de = {
  search: {
    filterNames: { department: 'Abteilung' },
    datePosted: { '7': 'Letzte Woche' },
    exactLocation: 'Genauer Ort',
    withinKm: 'Im Umkreis von {{km}} km',
  },
  positions: { workPlace: { remote: 'Remote-Arbeit' } },
};

beforeAll(async () => {
  await i18next.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
  });
});

describe('filter labels in the reader’s language', () => {
  it('translates a filter’s title by its name, and keeps the server’s label for one it does not know', () => {
    expect(filterTitle(i18next.t, { filterName: 'department', label: 'Department' })).toBe('Abteilung');
    expect(filterTitle(i18next.t, { filterName: 'country', label: 'Country' })).toBe('Country');
    // A name a newer server might send before this page knows it.
    expect(filterTitle(i18next.t, { filterName: 'team_size' as 'city', label: 'Team size' })).toBe(
      'Team size',
    );
  });

  it('keeps a name the company typed as it is, in every language', () => {
    expect(filterTitle(i18next.t, { filterName: 'department', label: 'Team' })).toBe('Team');
    expect(optionLabel(i18next.t, 'work_place', { value: 'remote', label: 'Work from anywhere' })).toBe(
      'Work from anywhere',
    );
  });

  it('translates fixed values by their code and leaves data values alone', () => {
    expect(optionLabel(i18next.t, 'work_place', { value: 'remote', label: 'Remote' })).toBe('Remote-Arbeit');
    expect(optionLabel(i18next.t, 'date_posted', { value: '7', label: 'Past week' })).toBe('Letzte Woche');
    expect(optionLabel(i18next.t, 'distance', { value: '0', label: 'Exact location' })).toBe('Genauer Ort');
    expect(optionLabel(i18next.t, 'distance', { value: '25', label: 'Within 25 km' })).toBe(
      'Im Umkreis von 25 km',
    );
    expect(optionLabel(i18next.t, 'department', { value: 'Engineering', label: 'Engineering' })).toBe(
      'Engineering',
    );
    expect(optionLabel(i18next.t, 'seniority', { value: 'galactic', label: 'Galactic' })).toBe('Galactic');
  });
});
