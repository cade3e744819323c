import type { ExperienceItem, Profile } from '@opencareers/contracts/profile';
import { describe, expect, it } from 'vitest';
import { completionSteps, profileCompletion } from './completion.ts';
import { experienceYears } from './experience-years.ts';
import { appendNew, normaliseSkill } from './items.ts';
import { resolvePlace } from './resolve-place.ts';

const job = (over: Partial<ExperienceItem>): ExperienceItem => ({
  title: 'Engineer',
  company: 'Acme',
  location: '',
  startMonth: null,
  endMonth: null,
  current: false,
  description: '',
  ...over,
});

const now = new Date('2026-11-23T00:00:00Z');

describe('experienceYears', () => {
  it('counts inclusive months and rounds down to whole years', () => {
    expect(experienceYears([job({ startMonth: '2020-01', endMonth: '2020-12' })], now)).toBe(1);
    expect(experienceYears([job({ startMonth: '2020-01', endMonth: '2020-11' })], now)).toBe(0);
  });
  it('counts overlapping jobs once and adds separate ones', () => {
    const items = [
      job({ startMonth: '2018-01', endMonth: '2019-12' }),
      job({ startMonth: '2019-01', endMonth: '2020-12' }),
      job({ startMonth: '2022-01', endMonth: '2022-12' }),
    ];
    expect(experienceYears(items, now)).toBe(4);
  });
  it('runs a current job to now and ignores items without a start or in the future', () => {
    expect(experienceYears([job({ startMonth: '2021-11', current: true })], now)).toBe(5);
    expect(experienceYears([job({}), job({ startMonth: '2027-01', current: true })], now)).toBeNull();
    expect(experienceYears([], now)).toBeNull();
  });
  it('counts a past job without an end month as one month', () => {
    expect(experienceYears([job({ startMonth: '2015-01' })], now)).toBe(0);
  });
});

const emptyProfile = (): Profile => ({
  encId: 'u',
  contact: { firstname: 'Ana', lastname: 'Silva', email: 'ana@example.com', phone: '', location: '' },
  place: null,
  headline: '',
  summary: '',
  experience: [],
  education: [],
  skills: [],
  languages: [],
  links: [],
  preferences: {
    workPlaces: [],
    employmentTypes: [],
    desiredLocations: [],
    relocation: false,
    payExpectation: null,
  },
  avatar: null,
  resumes: [],
  updatedAt: now.toISOString(),
});

describe('profileCompletion', () => {
  it('has weights that add up to 100', () => {
    expect(completionSteps.reduce((s, x) => s + x.weight, 0)).toBe(100);
  });
  it('starts at 0 with every step suggested, heaviest first, each naming its section', () => {
    const c = profileCompletion(emptyProfile());
    expect(c.percent).toBe(0);
    expect(c.completed).toEqual([]);
    expect(c.suggestions[0]).toMatchObject({
      section: 'experience',
      message: 'Add your work experience',
      weight: 20,
    });
    expect(new Set(c.suggestions.map((s) => s.section)).size).toBe(c.suggestions.length);
  });
  it('rises with each section filled and reaches 100 when everything is there', () => {
    const p = emptyProfile();
    p.experience = [job({ startMonth: '2020-01', current: true })];
    const one = profileCompletion(p);
    expect(one.percent).toBe(20);
    expect(one.completed).toEqual(['experience']);
    p.skills = ['A', 'B', 'C', 'D'].map((name) => ({ name, taxonomyId: null }));
    expect(profileCompletion(p).percent).toBe(20);
    p.skills.push({ name: 'E', taxonomyId: null });
    expect(profileCompletion(p).percent).toBe(35);
    Object.assign(p, {
      headline: 'Engineer',
      summary: 'Hi',
      education: [{ school: 'Uni', degree: '', field: '', startMonth: null, endMonth: null }],
      languages: [{ name: 'English', level: 'fluent' }],
      links: [{ label: '', url: 'https://example.com' }],
      avatar: '/api/pcsx/avatars/x',
      resumes: [
        {
          id: 'r',
          fileName: 'cv.pdf',
          contentType: 'application/pdf',
          size: 1,
          uploadedAt: '',
          isPrimary: true,
          url: '',
        },
      ],
    });
    p.contact = { ...p.contact, phone: '+351 21 000 0000', location: 'Lisbon' };
    p.preferences = { ...p.preferences, workPlaces: ['remote'] };
    const full = profileCompletion(p);
    expect(full.percent).toBe(100);
    expect(full.suggestions).toEqual([]);
  });
});

describe('appendNew and skills', () => {
  it('appends only items not already present, ignoring case, accents and spacing', () => {
    const existing = [job({ title: 'Software  Engineer', company: 'Acme', startMonth: '2020-01' })];
    const merged = appendNew(
      'experience',
      existing,
      [
        job({ title: 'software engineer', company: ' ACME ', startMonth: '2020-01' }),
        job({ title: 'Intern', company: 'Acmé' }),
        job({ title: 'intern', company: 'acme' }),
      ],
      50,
    );
    expect(merged.map((e) => e.title)).toEqual(['Software  Engineer', 'Intern']);
  });
  it('treats a skill alias and its canonical name as the same skill', () => {
    const js = normaliseSkill({ name: 'typescript', taxonomyId: null });
    expect(js).toEqual({ name: 'TypeScript', taxonomyId: 'TypeScript' });
    expect(normaliseSkill({ name: 'Basket weaving', taxonomyId: 'forged' })).toEqual({
      name: 'Basket weaving',
      taxonomyId: null,
    });
    const merged = appendNew(
      'skills',
      [js],
      [
        { name: 'TYPESCRIPT', taxonomyId: null },
        { name: 'Go', taxonomyId: null },
      ],
      150,
    );
    expect(merged).toHaveLength(2);
  });
  it('stops at the section limit and dedupes links by address', () => {
    const links = appendNew(
      'links',
      [{ label: '', url: 'https://github.com/ana/' }],
      [
        { label: 'GitHub', url: 'http://www.GitHub.com/ana' },
        { label: 'Site', url: 'https://ana.dev' },
        { label: 'Blog', url: 'https://blog.ana.dev' },
      ],
      2,
    );
    expect(links.map((l) => l.url)).toEqual(['https://github.com/ana/', 'https://ana.dev']);
  });
});

describe('resolvePlace', () => {
  it('resolves cities, cities with a country or region, and countries', () => {
    expect(resolvePlace('Lisbon')).toMatchObject({ city: 'Lisbon', countryCode: 'PT', region: '' });
    expect(resolvePlace('Berlin, Germany')).toMatchObject({ city: 'Berlin', countryCode: 'DE', region: '' });
    const austin = resolvePlace('Austin, TX');
    expect(austin).toMatchObject({ city: 'Austin', countryCode: 'US', region: 'TX' });
    expect(austin?.lat).toBeCloseTo(30.27, 1);
    expect(resolvePlace('Germany')).toMatchObject({ city: '', countryCode: 'DE' });
  });
  it('keeps unknown text with null coordinates, and empty text as null', () => {
    expect(resolvePlace('Xqzville')).toEqual({
      label: 'Xqzville',
      city: 'Xqzville',
      region: '',
      countryCode: null,
      lat: null,
      lng: null,
    });
    expect(resolvePlace('  ')).toBeNull();
  });
});
