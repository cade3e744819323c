import { describe, expect, it } from 'vitest';
import { type CandidateProfile, levelOfTitle, type MatchPosition, scoreMatch } from './score.ts';
import { skillTaxonomy } from './taxonomy.ts';

const berlin = { city: 'Berlin', countryCode: 'DE', lat: 52.52, lng: 13.405 };
const profile: CandidateProfile = {
  title: 'Software Engineer',
  skills: ['TypeScript', 'React', 'Postgres', 'k8s'],
  experienceYears: 6,
  countryCode: 'DE',
  lat: 52.52,
  lng: 13.4,
  workPlaces: [],
};
const position: MatchPosition = {
  title: 'Senior Software Engineer',
  skills: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Vue.js', 'COBOL'],
  seniority: 'senior',
  workPlace: 'onsite',
  locations: [berlin],
};

describe('skills taxonomy', () => {
  it('ships at least 1,000 skills with aliases and related skills', () => {
    const t = skillTaxonomy();
    expect(t.size).toBeGreaterThanOrEqual(1000);
    expect(t.canonical('k8s')).toBe('Kubernetes');
    expect(t.canonical('golang')).toBe('Go');
    expect(t.related('React').length).toBeGreaterThan(0);
  });
});

describe('scoreMatch', () => {
  const t = skillTaxonomy();

  it('matches skills through aliases, credits related skills and lists the missing ones', () => {
    const m = scoreMatch(profile, position, t, 4);
    expect(m.matchedSkills).toEqual(['TypeScript', 'PostgreSQL', 'Kubernetes']);
    expect(m.relatedSkills.map((r) => r.skill)).toEqual(['Vue.js']);
    expect(m.missingSkills).toEqual(['COBOL']);
    expect(m.seniorityFit?.score).toBe(0.7);
    expect(m.experienceFit?.score).toBe(1);
    expect(m.locationFit?.score).toBe(1);
    expect(m.titleFit?.score).toBe(1);
    // 0.45·0.7 + 0.2·1 + 0.1·0.7 + 0.15·1 + 0.1·1 = 0.835 → 4.2 of 5
    expect(m.score).toBe(4.2);
    expect(m.isStrongMatch).toBe(true);
    expect(m.summary[0]).toBe('You have 3 of the 5 skills asked for, and related experience for 1 more.');
  });

  it('uses the configured strong-match threshold', () => {
    expect(scoreMatch(profile, position, t, 4.5).isStrongMatch).toBe(false);
  });

  it('scores a poor fit low: other skills, other country, too junior', () => {
    const m = scoreMatch(
      {
        ...profile,
        title: 'Junior Accountant',
        skills: ['Excel'],
        experienceYears: 1,
        countryCode: 'US',
        lat: 40.7,
        lng: -74,
      },
      position,
      t,
      4,
    );
    expect(m.matchedSkills).toEqual([]);
    expect(m.locationFit?.score).toBe(0);
    expect(m.score!).toBeLessThan(1.5);
  });

  it('treats remote roles as a location fit and unknown data as neutral', () => {
    const m = scoreMatch(
      { ...profile, lat: null, lng: null, experienceYears: null },
      { ...position, workPlace: 'remote' },
      t,
      4,
    );
    expect(m.locationFit?.score).toBe(1);
    expect(m.experienceFit?.score).toBe(0.5);
  });

  it('reads the level from a title', () => {
    expect(levelOfTitle('Sr. Data Analyst')).toBe('senior');
    expect(levelOfTitle('Head of Finance')).toBe('director');
    expect(levelOfTitle('Staff Engineer')).toBe('lead');
    expect(levelOfTitle('Accountant')).toBe('mid');
  });
});
