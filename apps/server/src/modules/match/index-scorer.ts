import { seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import { distanceKm } from '../search/gazetteer.ts';
import type { PositionIndex } from '../search/position-index.ts';
import {
  type CandidateProfile,
  experienceScoreOf,
  levelOfTitle,
  locationScoreOf,
  seniorityScoreOf,
  skillScoreOf,
  titleScoreOf,
  titleWords,
  totalScoreOf,
} from './score.ts';
import type { SkillTaxonomy } from './taxonomy.ts';

/** Scores documents of one index for one candidate profile: the numbers scoreMatch gives. */
export interface IndexScorer {
  /** 0–5, one decimal, for one live document number. */
  score(doc: number): number;
  /** Scores of many documents at once (tight loop over the index columns). */
  scoreAll(docs: Int32Array): Float64Array;
}

const SKILL_MATCHED = 1;
const SKILL_RELATED = 2;

/** Title words per title code; titles only ever get added, so the array only grows. */
const titleWordCache = new WeakMap<PositionIndex, Set<string>[]>();
function titleWordsOf(index: PositionIndex): Set<string>[] {
  let words = titleWordCache.get(index);
  if (!words) {
    words = [];
    titleWordCache.set(index, words);
  }
  const titles = index.titles.values;
  for (let c = words.length; c < titles.length; c++) words.push(titleWords(titles[c]!));
  return words;
}

/**
 * Everything about a candidate that does not depend on the job, worked out once per code of
 * the index's small tables (skills, titles, places, levels) instead of once per job: scoring a
 * job is then a few table reads, so ranking 100k jobs by match takes milliseconds.
 */
function buildScorer(index: PositionIndex, profile: CandidateProfile, taxonomy: SkillTaxonomy): IndexScorer {
  const mine = new Set(profile.skills.map((s) => taxonomy.canonical(s).toLowerCase()));
  // Skills the candidate's own skills are related to: a job asking for one of them is "related".
  const nearMine = new Set<string>();
  for (const s of profile.skills)
    for (const r of taxonomy.related(taxonomy.canonical(s))) nearMine.add(r.toLowerCase());
  const labels = index.skillLabels;
  const skillStatus = new Uint8Array(labels.length);
  for (let c = 0; c < labels.length; c++) {
    const skill = taxonomy.canonical(labels[c]!);
    const key = skill.toLowerCase();
    if (mine.has(key)) skillStatus[c] = SKILL_MATCHED;
    else if (nearMine.has(key) || taxonomy.related(skill).some((r) => mine.has(r.toLowerCase())))
      skillStatus[c] = SKILL_RELATED;
  }

  const have = titleWords(profile.title);
  const hasTitle = !!profile.title.trim();
  const words = titleWordsOf(index);
  const titleScore = new Float64Array(words.length);
  for (let c = 0; c < words.length; c++) titleScore[c] = titleScoreOf(words[c]!, have, hasTitle);

  const myLevel = seniorities.indexOf(levelOfTitle(profile.title));
  const seniorityScore = seniorities.map((_, code) => seniorityScoreOf(code - myLevel));
  const experienceScore = seniorities.map((s) => experienceScoreOf(s, profile.experienceYears));

  const located = profile.lat !== null && profile.lng !== null;
  const placeKm = new Float64Array(index.places.length);
  const placeSameCountry = new Uint8Array(index.places.length);
  if (located)
    for (const p of index.places) {
      placeKm[p.id] = distanceKm(profile.lat!, profile.lng!, p.lat, p.lng);
      placeSameCountry[p.id] = p.countryCode === profile.countryCode ? 1 : 0;
    }
  const remoteCode = workPlaces.indexOf('remote');

  const scoreOne = (
    doc: number,
    skillStart: Int32Array,
    skillFlat: Int32Array,
    placeStart: Int32Array,
    placeFlat: Int32Array,
    titleCode: Int32Array,
    seniority: Int32Array,
    workPlace: Int32Array,
  ): number => {
    let matched = 0;
    let related = 0;
    const from = skillStart[doc]!;
    const to = skillStart[doc + 1]!;
    for (let i = from; i < to; i++) {
      const st = skillStatus[skillFlat[i]!];
      if (st === SKILL_MATCHED) matched++;
      else if (st === SKILL_RELATED) related++;
    }
    let location: number;
    if (workPlace[doc] === remoteCode) location = locationScoreOf(true, null, false);
    else if (!located) location = locationScoreOf(false, null, false);
    else {
      let nearest = Number.POSITIVE_INFINITY;
      let same = false;
      for (let i = placeStart[doc]!, end = placeStart[doc + 1]!; i < end; i++) {
        const p = placeFlat[i]!;
        if (placeKm[p]! < nearest) nearest = placeKm[p]!;
        if (placeSameCountry[p] === 1) same = true;
      }
      location = locationScoreOf(false, nearest, same);
    }
    const level = seniority[doc]!;
    return totalScoreOf(
      skillScoreOf(matched, related, to - from),
      titleScore[titleCode[doc]!]!,
      seniorityScore[level]!,
      experienceScore[level]!,
      location,
    );
  };

  const columns = () =>
    [
      index.skillCodes.start,
      index.skillCodes.flat,
      index.placeIds.start,
      index.placeIds.flat,
      index.titleCode.data,
      index.seniority.data,
      index.workPlace.data,
    ] as const;
  return {
    score: (doc) => scoreOne(doc, ...columns()),
    scoreAll(docs) {
      const cols = columns();
      const out = new Float64Array(docs.length);
      for (let i = 0; i < docs.length; i++) out[i] = scoreOne(docs[i]!, ...cols);
      return out;
    },
  };
}

/** Recent scorers per index, by profile; a changed profile or index gets a new one. */
const scorers = new WeakMap<PositionIndex, { version: number; byProfile: Map<string, IndexScorer> }>();
const scorersPerIndex = 64;

/**
 * The scorer of this profile over this index. Kept while the index and the profile stay the
 * same: the key is the profile's content, so an edit to the profile is scored afresh at once.
 */
export function indexScorer(
  index: PositionIndex,
  profile: CandidateProfile,
  taxonomy: SkillTaxonomy,
): IndexScorer {
  let entry = scorers.get(index);
  if (entry?.version !== index.version) {
    entry = { version: index.version, byProfile: new Map() };
    scorers.set(index, entry);
  }
  const key = JSON.stringify(profile);
  let scorer = entry.byProfile.get(key);
  if (scorer) {
    // Most recently used last, so the oldest is the first to go.
    entry.byProfile.delete(key);
  } else {
    scorer = buildScorer(index, profile, taxonomy);
    if (entry.byProfile.size >= scorersPerIndex) entry.byProfile.delete(entry.byProfile.keys().next().value!);
  }
  entry.byProfile.set(key, scorer);
  return scorer;
}
