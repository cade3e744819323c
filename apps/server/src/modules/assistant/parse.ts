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
}

export interface ParseContext {
  /** True for a word (folded) that is a job title or skill word: the tenant's jobs or the vocabulary. */
  isJobTerm: (word: string) => boolean;
  /** Job title and skill words to correct typos against. */
  jobTerms?: readonly string[];
  /** How well the company's knowledge base answers the words (0: not at all, 1: squarely). */
  knowledgeScore?: (words: readonly string[]) => number;
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
  if (word.length < 5 || /\d/.test(word)) return word;
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

/** The personal item asked after ("where is my application"), if the message is about one. */
function personalIntent(tokens: readonly string[]): AssistantIntent | null {
  const hasStrong = tokens.some((w) => strongPersonal.has(w));
  const hasWeak = tokens.some((w) => personalWords.has(w));
  const asksAfter =
    tokens.some((w) => statusWords.has(w)) || tokens.some((w) => w === 'did' || w === 'have' || w === 'any');
  const searching = tokens.some((w) => searchVerbs.has(w) && w !== 'any' && w !== 'have');
  if (!hasStrong && !(hasWeak && asksAfter && !searching)) return null;
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
    fillerWords.has(w) || greetingWords.has(w) || questionWords.has(w) || ctx.isJobTerm(w);
  // Typos: a word nobody knows is read as the nearest cue word or job term.
  const tokens = raw.map((w) =>
    known(w) || cueDictionary.includes(w) ? w : correct(w, [cueDictionary, jobTerms]),
  );
  const slots = emptySlots();
  if (!tokens.length) return { intent: 'unknown', slots };

  const personal = personalIntent(tokens);
  if (personal) return { intent: personal, slots };

  if (tokens.every((w) => greetingWords.has(w) || fillerWords.has(w)) && some(tokens, greetingHeads))
    return { intent: 'greeting', slots };
  if (/^what can you do\b|^who are you\b|^what are you\b/.test(tokens.join(' ')))
    return { intent: 'greeting', slots };

  // Slots, each taking its words out of what is left for the query.
  const rest: (string | null)[] = [...tokens];
  slots.workPlace = takePhrase(rest, workPlacePhrases);
  slots.employmentType = takePhrase(rest, employmentPhrases);
  slots.seniority = takePhrase(rest, seniorityPhrases);
  if (slots.seniority === 'intern' && !slots.employmentType) slots.employmentType = 'internship';
  if (slots.seniority === 'intern') slots.seniority = null;
  const place = findPlace(rest, raw, ctx, placePrepositions);
  if (place) slots.location = place;

  const hasJobWord = some(rest, jobWords) || tokens.some((w) => jobWords.has(w));
  const hasVerb = some(rest, searchVerbs);
  const topics = rest.filter((w): w is string => w !== null && companyTopicWords.has(w));
  const leftover = rest.filter(
    (w): w is string =>
      w !== null &&
      !jobWords.has(w) &&
      !searchVerbs.has(w) &&
      !fillerWords.has(w) &&
      !greetingWords.has(w) &&
      !questionWords.has(w) &&
      !statusWords.has(w),
  );
  const termWords = leftover.filter((w) => ctx.isJobTerm(w) && !companyTopicWords.has(w));
  const knowledge = ctx.knowledgeScore?.(tokens) ?? 0;
  const hasSlot = !!(slots.workPlace || slots.seniority || slots.employmentType);
  const isQuestion = questionWords.has(tokens[0]!) || text.trim().endsWith('?');

  const asSearch = (): ParsedMessage => {
    const query = leftover.filter((w) => !topics.includes(w) || ctx.isJobTerm(w)).join(' ');
    slots.query = query || null;
    return { intent: 'job_search', slots };
  };

  // "how do I apply for a job", "what is the interview process for engineering roles":
  // a topic of the knowledge base without anything to search for is a company question.
  if (topics.length && !hasSlot && !slots.location && (termWords.length === 0 || knowledge >= 0.5))
    return { intent: 'company_question', slots: emptySlots() };
  if (hasJobWord || (hasVerb && (termWords.length || hasSlot || slots.location))) return asSearch();
  if (knowledge >= 0.35 && !hasSlot) return { intent: 'company_question', slots: emptySlots() };
  if (hasSlot || termWords.length) return asSearch();
  if (topics.length || knowledge > 0) return { intent: 'company_question', slots: emptySlots() };
  if (isQuestion && tokens.some((w) => ['you', 'your', 'company', 'vous', 'ihr', 'sie', 'usted'].includes(w)))
    return { intent: 'company_question', slots: emptySlots() };
  return { intent: 'unknown', slots: emptySlots() };
}
