import type { AssistantIntent } from '@opencareers/contracts/assistant';
import type { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import { allowedEdits, editDistance } from '../search/typo.ts';
import {
  applicationWords,
  companyTopicWords,
  cueDictionary,
  employmentPhrases,
  fillerWords,
  greetingHeads,
  greetingWords,
  interviewWords,
  jobWords,
  offerWords,
  personalWords,
  placePrepositions,
  questionWords,
  searchVerbs,
  seniorityPhrases,
  statusWords,
  workPlacePhrases,
} from './lexicon.ts';
import { findPlace, type PlaceLookup } from './place.ts';
import { words as splitWords } from './words.ts';

/** What a job search request asks for, in the search page's own parameters. */
export interface SearchSlots {
  /** Titles and skills, as typed (typos corrected where the vocabulary knows the word). */
  query: string | null;
  /** A place as the location box takes it ("Lisbon", "Germany"). */
  location: string | null;
  workPlace: (typeof workPlaces)[number] | null;
  seniority: (typeof seniorities)[number] | null;
  employmentType: (typeof employmentTypes)[number] | null;
}

export interface ParsedMessage {
  intent: AssistantIntent;
  slots: SearchSlots;
  /** The message's words with typos corrected, for the knowledge base. */
  corrected: string;
}

export interface ParseContext {
  /** True for a word (folded) that is a job title or skill word: the tenant's jobs or the vocabulary. */
  isJobTerm: (word: string) => boolean;
  /** Job title and skill words to correct typos against. */
  jobTerms?: readonly string[];
  /** Words of the knowledge base, to correct typos against ("benifits"). */
  knowledgeTerms?: readonly string[];
  /** How well the company's knowledge base answers the (typo-corrected) message, 0..1. */
  knowledgeScore?: (text: string) => number;
  place?: PlaceLookup;
}

const emptySlots = (): SearchSlots => ({
  query: null,
  location: null,
  workPlace: null,
  seniority: null,
  employmentType: null,
});

/** The nearest word of the dictionary within the edits allowed for its length (typos). */
function correct(word: string, dictionaries: readonly (readonly string[])[]): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  const max = allowedEdits(word.length);
  let best = word;
  let bestDistance = max + 1;
  for (const list of dictionaries)
    for (const candidate of list) {
      if (Math.abs(candidate.length - word.length) > max) continue;
      const d = editDistance(word, candidate, max);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 1) return best;
      }
    }
  return best;
}

/** Finds and removes the phrases of one slot; the first (longest) match wins. */
function takePhrase<T extends string>(
  tokens: (string | null)[],
  table: readonly (readonly [readonly string[], T])[],
): T | null {
  const sorted = [...table].sort((a, b) => b[0].length - a[0].length);
  for (const [phrase, value] of sorted)
    for (let i = 0; i + phrase.length <= tokens.length; i++)
      if (phrase.every((w, k) => tokens[i + k] === w)) {
        for (let k = 0; k < phrase.length; k++) tokens[i + k] = null;
        return value;
      }
  return null;
}

const some = (list: readonly (string | null)[], set: ReadonlySet<string>) =>
  list.some((w) => w !== null && set.has(w));

const strongPersonal = new Set([
  'my',
  'mine',
  'mon',
  'ma',
  'mes',
  'mein',
  'meine',
  'meinen',
  'meiner',
  'mi',
  'mis',
]);

/** Verbs of asking after one's own things ("did", "have I", "show my", "tengo", "habe ich"). */
const askingAfter = new Set(['did', 'have', 'any', 'show', 'check', 'see', 'list', 'habe', 'tengo', 'ai']);

/** The personal item asked after ("where is my application"), if the message is about one. */
function personalIntent(tokens: readonly string[]): AssistantIntent | null {
  const hasStrong = tokens.some((w) => strongPersonal.has(w));
  const hasWeak = tokens.some((w) => personalWords.has(w));
  const asksAfter = tokens.some((w) => statusWords.has(w) || askingAfter.has(w));
  const searching = tokens.some((w) => searchVerbs.has(w) && !askingAfter.has(w));
  // "my offer", or a question after it; not "I need an accommodation for my interview".
  if (!(hasStrong && (asksAfter || tokens.length <= 4)) && !(hasWeak && asksAfter && !searching)) return null;
  // "my job offer": the offer, not a job search.
  if (tokens.some((w) => offerWords.has(w)) && !(searching && !hasStrong)) return 'my_offers';
  if (tokens.some((w) => interviewWords.has(w))) return 'my_interviews';
  if (tokens.some((w) => applicationWords.has(w))) return 'my_applications';
  // "what's my status", "any news on my candidacy": an application.
  if (hasStrong && tokens.some((w) => w === 'status' || w === 'statut' || w === 'estado'))
    return 'my_applications';
  return null;
}

/**
 * Reads a visitor's message: what they want (intent) and, for a job search, its parameters.
 * Deterministic and local: word lists (lexicon.ts), the search vocabulary and the tenant's job
 * terms, the gazetteer for places, and the knowledge base's own words.
 */
export function parseMessage(text: string, ctx: ParseContext): ParsedMessage {
  const raw = splitWords(text);
  const jobTerms = ctx.jobTerms ?? [];
  const known = (w: string) =>
    fillerWords.has(w) ||
    greetingWords.has(w) ||
    questionWords.has(w) ||
    personalWords.has(w) ||
    statusWords.has(w) ||
    ctx.isJobTerm(w);
  // Typos: a word nobody knows is read as the nearest cue word, job term or knowledge word.
  const dictionaries = [cueDictionary, jobTerms, ctx.knowledgeTerms ?? []];
  const tokens = raw.map((w) =>
    known(w) || cueDictionary.includes(w)
      ? w
      : // Four letters are too few to tell a typo from another word, but for the cue words ("jbos").
        correct(w, w.length === 4 ? [cueDictionary] : dictionaries),
  );
  const corrected = tokens.join(' ');
  const slots = emptySlots();
  const answer = (intent: AssistantIntent, found = emptySlots()): ParsedMessage => ({
    intent,
    slots: found,
    corrected,
  });
  if (!tokens.length) return answer('unknown');

  const personal = personalIntent(tokens);
  if (personal) return answer(personal);

  if (tokens.every((w) => greetingWords.has(w) || fillerWords.has(w)) && some(tokens, greetingHeads))
    return answer('greeting');
  if (/^what can you do\b|^who are you\b|^what are you\b/.test(corrected)) return answer('greeting');

  // Slots, each taking its words out of what is left for the query.
  const rest: (string | null)[] = [...tokens];
  slots.workPlace = takePhrase(rest, workPlacePhrases);
  slots.employmentType = takePhrase(rest, employmentPhrases);
  slots.seniority = takePhrase(rest, seniorityPhrases);
  if (slots.seniority === 'intern' && !slots.employmentType) slots.employmentType = 'internship';
  if (slots.seniority === 'intern') slots.seniority = null;
  const place = findPlace(rest, raw, ctx, placePrepositions);
  if (place) slots.location = place;

  const hasJobWord = tokens.some((w) => jobWords.has(w));
  const hasVerb = some(rest, searchVerbs);
  const topics = rest.filter((w): w is string => w !== null && companyTopicWords.has(w));
  const leftover = rest.filter(
    (w): w is string =>
      w !== null &&
      !/^\d+$/.test(w) &&
      !jobWords.has(w) &&
      !searchVerbs.has(w) &&
      !fillerWords.has(w) &&
      !greetingWords.has(w) &&
      !questionWords.has(w) &&
      !statusWords.has(w),
  );
  const termWords = leftover.filter((w) => ctx.isJobTerm(w) && !companyTopicWords.has(w));
  const knowledge = ctx.knowledgeScore?.(corrected) ?? 0;
  const hasSlot = !!(slots.workPlace || slots.seniority || slots.employmentType);
  const isQuestion = questionWords.has(tokens[0]!) || text.trim().endsWith('?');
  const addressed = tokens.some((w) => addressWords.has(w));

  // Evidence for each reading: a search names jobs, titles, places or filters; a company
  // question asks about a topic the knowledge base (or the topic list) knows, of "you".
  const termShare = leftover.length ? termWords.length / leftover.length : 0;
  const searchScore =
    (hasJobWord ? 2 : 0) +
    (hasVerb ? 0.5 : 0) +
    (termShare >= 0.5 ? 1 + termShare : 0) +
    (slots.location ? 1 : 0) +
    (hasSlot ? 1 : 0);
  const companyScore =
    (topics.length ? 1 : 0) +
    2 * knowledge +
    (isQuestion ? 0.5 : 0) +
    (addressed ? 0.5 : 0) +
    // "can I work from home?": a question without job words is about working here.
    (isQuestion && !hasJobWord && !termWords.length ? 1 : 0);
  if (searchScore >= 1 && searchScore >= companyScore) {
    slots.query = leftover.filter((w) => !topics.includes(w) || ctx.isJobTerm(w)).join(' ') || null;
    return answer('job_search', slots);
  }
  if (topics.length || knowledge >= 0.4 || (isQuestion && addressed)) return answer('company_question');
  return answer('unknown');
}

/** Words of addressing the company ("do you", "your", "vous", "Sie", "usted"). */
const addressWords = new Set([
  'you',
  'your',
  'company',
  'vous',
  'votre',
  'ihr',
  'ihre',
  'sie',
  'usted',
  'ustedes',
  'su',
]);
