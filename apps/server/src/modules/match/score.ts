import type { Fit, MatchDetails } from '@opencareers/contracts/match';
import { seniorities } from '@opencareers/contracts/search-constants';
import { distanceKm } from '../search/gazetteer.ts';
import { tokenize } from '../search/tokenize.ts';
import type { SkillTaxonomy } from './taxonomy.ts';

export interface CandidateProfile {
  title: string;
  skills: string[];
  experienceYears: number | null;
  countryCode: string | null;
  lat: number | null;
  lng: number | null;
  workPlaces: string[];
}

export interface MatchPosition {
  title: string;
  skills: string[];
  seniority: (typeof seniorities)[number];
  workPlace: string;
  locations: { city: string; countryCode: string; lat: number; lng: number }[];
}

/** How much each aspect counts; they add up to 1 and the sum is scaled to 0–5. */
export const matchWeights = {
  skills: 0.45,
  title: 0.2,
  seniority: 0.1,
  experience: 0.15,
  location: 0.1,
} as const;

/** Years of experience each level usually asks for: [from, to]. */
const experienceRange: Record<(typeof seniorities)[number], [number, number]> = {
  intern: [0, 1],
  entry: [0, 2],
  mid: [2, 5],
  senior: [5, 10],
  lead: [7, 15],
  manager: [6, 20],
  director: [10, 30],
};

const levelWords: [RegExp, (typeof seniorities)[number]][] = [
  [/\b(intern|internship|trainee|apprentice)\b/, 'intern'],
  [/\b(junior|jr|entry|associate|graduate)\b/, 'entry'],
  [/\b(director|vp|vice president|head)\b/, 'director'],
  [/\b(manager|mgr)\b/, 'manager'],
  [/\b(lead|staff|principal|architect)\b/, 'lead'],
  [/\b(senior|sr)\b/, 'senior'],
];

/** The level a job title speaks of ("Senior Data Analyst" → senior); mid when it says none. */
export function levelOfTitle(title: string): (typeof seniorities)[number] {
  const t = title.toLowerCase();
  for (const [re, level] of levelWords) if (re.test(t)) return level;
  return 'mid';
}

const levelNoise = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'head',
  'intern',
  'associate',
  'manager',
  'director',
  'i',
  'ii',
  'iii',
]);
/** The words of a title that say what the role is, without its level ("senior", "ii"). */
export const titleWords = (t: string) => new Set(tokenize(t).filter((w) => !levelNoise.has(w)));
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/*
 * The numeric part of each aspect, shared by scoreMatch (one position, explained) and the
 * index scorer (every listed position, for the badge and the "Best match" sort), so both
 * always give the same score.
 */

/** Matched skills count fully, related ones half; a role listing none is neutral. */
export const skillScoreOf = (matched: number, related: number, total: number): number =>
  total ? (matched + 0.5 * related) / total : 0.5;

/** Share of the role's title words the candidate's title has; 0.3 without a title. */
export const titleScoreOf = (want: ReadonlySet<string>, have: ReadonlySet<string>, hasTitle: boolean) => {
  if (!hasTitle) return 0.3;
  let overlap = 0;
  for (const w of want) if (have.has(w)) overlap++;
  return want.size ? round2(overlap / want.size) : 0.5;
};

/** Steps from the candidate's level to the role's (positive: the role is above). */
export const seniorityScoreOf = (steps: number): number =>
  steps === 0 ? 1 : steps === 1 ? 0.7 : steps === -1 ? 0.6 : steps === 2 ? 0.3 : 0.1;

export const experienceScoreOf = (seniority: (typeof seniorities)[number], years: number | null): number => {
  const [from, to] = experienceRange[seniority];
  if (years === null) return 0.5;
  if (years >= from && years <= to) return 1;
  return years < from
    ? round2(Math.max(0, 1 - (from - years) * 0.25))
    : round2(Math.max(0.4, 1 - (years - to) * 0.1));
};

/** nearestKm null: the candidate gave no location. */
export const locationScoreOf = (remote: boolean, nearestKm: number | null, sameCountry: boolean): number =>
  remote
    ? 1
    : nearestKm === null
      ? 0.5
      : nearestKm <= 50
        ? 1
        : nearestKm <= 150
          ? 0.6
          : sameCountry
            ? 0.3
            : 0;

/** The weighted parts scaled to 0–5, to one decimal (positional: called per job when ranking). */
export const totalScoreOf = (
  skills: number,
  title: number,
  seniority: number,
  experience: number,
  location: number,
): number => {
  const weighted =
    matchWeights.skills * skills +
    matchWeights.title * title +
    matchWeights.seniority * seniority +
    matchWeights.experience * experience +
    matchWeights.location * location;
  return round1(Math.min(5, Math.max(0, weighted * 5)));
};

/**
 * An explainable match of a candidate's profile against a position: which skills match
 * (directly, through the taxonomy's related skills, or not at all), how the title,
 * level, experience and location fit, and a 0–5 score from the weighted parts.
 */
export function scoreMatch(
  profile: CandidateProfile,
  position: MatchPosition,
  taxonomy: SkillTaxonomy,
  strongMatchThreshold: number,
): MatchDetails {
  const mine = new Map(
    profile.skills.map((s) => [taxonomy.canonical(s).toLowerCase(), taxonomy.canonical(s)]),
  );
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  const relatedSkills: { skill: string; via: string }[] = [];
  for (const raw of position.skills) {
    const skill = taxonomy.canonical(raw);
    if (mine.has(skill.toLowerCase())) {
      matchedSkills.push(skill);
      continue;
    }
    const near = taxonomy.related(skill).find((r) => mine.has(r.toLowerCase()));
    const back =
      near ??
      [...mine.values()].find((m) =>
        taxonomy.related(m).some((r) => r.toLowerCase() === skill.toLowerCase()),
      );
    if (back) relatedSkills.push({ skill, via: back });
    else missingSkills.push(skill);
  }
  const skillTotal = position.skills.length;
  const skillScore = skillScoreOf(matchedSkills.length, relatedSkills.length, skillTotal);

  const want = titleWords(position.title);
  const have = titleWords(profile.title);
  const overlap = [...want].filter((w) => have.has(w)).length;
  const titleFit: Fit = !profile.title.trim()
    ? { score: 0.3, reason: 'Add your current title to your profile to compare it with this role.' }
    : {
        score: titleScoreOf(want, have, true),
        reason:
          overlap === want.size
            ? `Your title "${profile.title}" is the same kind of role.`
            : overlap
              ? `Your title "${profile.title}" shares part of this role's title.`
              : `Your title "${profile.title}" is a different kind of role.`,
      };

  const myLevel = levelOfTitle(profile.title);
  const steps = seniorities.indexOf(position.seniority) - seniorities.indexOf(myLevel);
  const seniorityFit: Fit = {
    score: seniorityScoreOf(steps),
    reason:
      steps === 0
        ? 'The role is at your current level.'
        : steps > 0
          ? `The role is ${steps === 1 ? 'one step' : `${steps} steps`} above your current level.`
          : `The role is ${steps === -1 ? 'one step' : `${-steps} steps`} below your current level.`,
  };

  const [from, to] = experienceRange[position.seniority];
  const years = profile.experienceYears;
  const experienceScore = experienceScoreOf(position.seniority, years);
  const experienceFit: Fit =
    years === null
      ? { score: experienceScore, reason: 'Add your years of experience to your profile to compare them.' }
      : years >= from && years <= to
        ? {
            score: experienceScore,
            reason: `${years} years of experience fits the usual ${from}–${to} for this level.`,
          }
        : years < from
          ? {
              score: experienceScore,
              reason: `This level usually asks for ${from}+ years; you have ${years}.`,
            }
          : {
              score: experienceScore,
              reason: `You have more experience (${years} years) than this level usually asks for.`,
            };

  let locationFit: Fit;
  if (position.workPlace === 'remote') {
    locationFit = { score: locationScoreOf(true, null, false), reason: 'The role is remote.' };
  } else if (profile.lat === null || profile.lng === null) {
    locationFit = {
      score: locationScoreOf(false, null, false),
      reason: 'Add your location to your profile to see how far the role is.',
    };
  } else {
    const nearest = Math.min(
      ...position.locations.map((l) => distanceKm(profile.lat!, profile.lng!, l.lat, l.lng)),
    );
    const sameCountry = position.locations.some((l) => l.countryCode === profile.countryCode);
    const score = locationScoreOf(false, nearest, sameCountry);
    locationFit =
      nearest <= 50
        ? { score, reason: `The role is ${Math.round(nearest)} km from you.` }
        : nearest <= 150
          ? { score, reason: `The role is ${Math.round(nearest)} km from you: a longer commute.` }
          : sameCountry
            ? { score, reason: 'The role is in your country but would mean moving.' }
            : { score, reason: 'The role is in another country.' };
    if (position.workPlace === 'hybrid' && locationFit.score < 1)
      locationFit = {
        ...locationFit,
        reason: `${locationFit.reason} It is hybrid, with some days at the office.`,
      };
  }

  const score = totalScoreOf(
    skillScore,
    titleFit.score,
    seniorityFit.score,
    experienceFit.score,
    locationFit.score,
  );
  const summary = [
    skillTotal
      ? `You have ${matchedSkills.length} of the ${skillTotal} skills asked for${relatedSkills.length ? `, and related experience for ${relatedSkills.length} more` : ''}.`
      : 'The role lists no specific skills.',
    titleFit.reason,
    seniorityFit.reason,
    experienceFit.reason,
    locationFit.reason,
  ];
  return {
    available: true,
    reason: 'ok',
    score,
    isStrongMatch: score >= strongMatchThreshold,
    strongMatchThreshold,
    matchedSkills,
    missingSkills,
    relatedSkills,
    titleFit,
    seniorityFit,
    locationFit,
    experienceFit,
    summary,
  };
}
