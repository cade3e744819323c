import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestsFromProfile } from './interests-from-profile.ts';

const empty = {
  headline: '',
  experience: [],
  skills: [],
  preferences: {
    workPlaces: [],
    employmentTypes: [],
    desiredLocations: [],
    relocation: false,
    payExpectation: null,
  },
  contact: { firstname: 'Ada', lastname: 'L', email: 'ada@example.com', phone: '', location: '' },
  place: null,
};
const job = (title: string, current = false) => ({
  title,
  company: 'Acme',
  location: '',
  startMonth: null,
  endMonth: null,
  current,
  description: '',
});
const skill = (name: string) => ({ name, taxonomyId: null });

describe('interestsFromProfile', () => {
  it('takes the wanted title, else the current job, else the first three skills', () => {
    const skills = ['Go', 'Kubernetes', 'SQL', 'Rust'].map(skill);
    expect(interestsFromProfile({ ...empty, headline: ' Data engineer ', skills }).keywords).toBe(
      'Data engineer',
    );
    expect(
      interestsFromProfile({ ...empty, experience: [job('Analyst'), job('Platform engineer', true)], skills })
        .keywords,
    ).toBe('Platform engineer');
    expect(interestsFromProfile({ ...empty, experience: [job('Analyst')] }).keywords).toBe('Analyst');
    expect(interestsFromProfile({ ...empty, skills }).keywords).toBe('Go Kubernetes SQL');
  });

  it('takes the first wanted place, else the city lived in, else the typed location', () => {
    const place = { label: 'Porto, PT', city: 'Porto', region: '', countryCode: 'PT', lat: null, lng: null };
    const contact = { ...empty.contact, location: 'Porto, Portugal' };
    const preferences = { ...empty.preferences, desiredLocations: ['Lisbon', 'Berlin'] };
    expect(interestsFromProfile({ ...empty, preferences, place, contact }).location).toBe('Lisbon');
    expect(interestsFromProfile({ ...empty, place, contact }).location).toBe('Porto');
    expect(interestsFromProfile({ ...empty, contact }).location).toBe('Porto, Portugal');
  });

  it('says nothing for an empty profile and never exceeds what the form accepts', () => {
    expect(interestsFromProfile(empty)).toEqual({ keywords: '', location: '' });
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), (headline, where) => {
        const out = interestsFromProfile({
          ...empty,
          headline,
          preferences: { ...empty.preferences, desiredLocations: [where] },
        });
        expect(out.keywords.length).toBeLessThanOrEqual(200);
        expect(out.location.length).toBeLessThanOrEqual(200);
        expect(out.keywords).toBe(out.keywords.trim());
      }),
    );
  });
});
