import { describe, expect, it } from 'vitest';
import { quickProfileFromDraft } from './quick-profile-draft.ts';

describe('quickProfileFromDraft', () => {
  it('starts blank without a draft', () => {
    expect(quickProfileFromDraft(undefined)).toEqual({
      headline: '',
      phone: '',
      location: '',
      skills: [],
      workPlaces: [],
      employmentTypes: [],
    });
  });

  it('takes every answer the draft has and leaves the others blank', () => {
    expect(quickProfileFromDraft({ headline: 'Analyst', skills: ['SQL'], workPlaces: ['remote'] })).toEqual({
      headline: 'Analyst',
      phone: '',
      location: '',
      skills: ['SQL'],
      workPlaces: ['remote'],
      employmentTypes: [],
    });
  });
});
