import { describe, expect, it } from 'vitest';
import { searchVocabulary } from '../search/vocabulary.ts';
import { KnowledgeIndex } from './knowledge.ts';
import { parseMessage } from './parse.ts';

// The curated vocabulary and a few job words, as a tenant's titles and skills would give them.
const vocabulary = searchVocabulary(undefined);
const terms = [...vocabulary.words, 'data', 'engineer', 'designer', 'nurse', 'python', 'search', 'support'];
const termSet = new Set(terms);
const knowledge = new KnowledgeIndex([
  { id: 'k1', title: 'Visa sponsorship', body: 'We sponsor work visas.', keywords: 'visa, work permit' },
  { id: 'k2', title: 'Benefits', body: 'Health insurance and a pension.', keywords: 'perks' },
]);
const parse = (text: string) =>
  parseMessage(text, {
    isJobTerm: (w) => termSet.has(w),
    jobTerms: terms,
    knowledgeTerms: knowledge.words,
    knowledgeScore: (q) => knowledge.search(q, 1)[0]?.coverage ?? 0,
  });

describe('parseMessage', () => {
  it('reads a job search: title words, place, work place, seniority and employment type', () => {
    expect(parse('remote data jobs in Lisbon')).toMatchObject({
      intent: 'job_search',
      slots: {
        query: 'data',
        location: 'Lisbon',
        workPlace: 'remote',
        seniority: null,
        employmentType: null,
      },
    });
    expect(parse('senior python developer, part-time, hybrid, in München').slots).toEqual({
      query: 'python developer',
      location: 'Munich',
      workPlace: 'hybrid',
      seniority: 'senior',
      employmentType: 'part_time',
    });
    expect(parse('software engineering internships').slots).toMatchObject({
      query: 'software engineering',
      employmentType: 'internship',
    });
  });

  it('corrects typos against the cue words, job terms and places', () => {
    expect(parse('remtoe data jbos in torronto')).toMatchObject({
      intent: 'job_search',
      slots: { query: 'data', location: 'Toronto', workPlace: 'remote' },
    });
    expect(parse('senoir enginer').slots).toMatchObject({ query: 'engineer', seniority: 'senior' });
  });

  it('reads places only where they are places', () => {
    // A place named without "in" must be big; a job word after "in" stays a job word.
    expect(parse('nurse jobs in support').slots.location).toBeNull();
    expect(parse('data engineer Berlin').slots.location).toBe('Berlin');
    expect(parse('c++ developer jobs').slots.location).toBeNull();
    expect(parse('jobs in New York').slots.location).toBe('New York City');
  });

  it('reads French, German and Spanish requests', () => {
    expect(parse('stage en marketing à Bordeaux').slots).toMatchObject({
      location: 'Bordeaux',
      employmentType: 'internship',
    });
    expect(parse('Teilzeit Stellen in Hamburg').slots).toMatchObject({
      location: 'Hamburg',
      employmentType: 'part_time',
    });
    expect(parse('ofertas de empleo remoto').slots.workPlace).toBe('remote');
  });

  it("tells a candidate's own items from a job search and a company question", () => {
    expect(parse('where is my application?').intent).toBe('my_applications');
    expect(parse('did I get an offer').intent).toBe('my_offers');
    expect(parse('when is my intervew').intent).toBe('my_interviews');
    expect(parse('où en est ma candidature ?').intent).toBe('my_applications');
    expect(parse("I'm looking for job offers in Berlin").intent).toBe('job_search');
    expect(parse("what's the interview process?").intent).toBe('company_question');
    expect(parse('I need an accommodation for my interview because of a disability').intent).toBe(
      'company_question',
    );
  });

  it('reads company questions by the knowledge base and its topics, typos included', () => {
    expect(parse('do you sponsor visas?').intent).toBe('company_question');
    const typo = parse('benifits?');
    expect(typo.intent).toBe('company_question');
    expect(typo.corrected).toBe('benefits');
    expect(parse('is remote work allowed?').intent).toBe('company_question');
  });

  it('greets, and reads nothing into what is not a request', () => {
    expect(parse('hello there').intent).toBe('greeting');
    expect(parse('thank you very much').intent).toBe('greeting');
    expect(parse('what is 2 + 2').intent).toBe('unknown');
    expect(parse('tell me a joke').intent).toBe('unknown');
    expect(parse('').intent).toBe('unknown');
  });
});

describe('KnowledgeIndex', () => {
  it('ranks the entry sharing the most telling words, with word forms and coverage', () => {
    const [top] = knowledge.search('can you sponsor my work permit');
    expect(top?.doc.id).toBe('k1');
    expect(top?.coverage).toBe(1);
    expect(knowledge.search('is there a gym with a sauna')).toEqual([]);
    expect(knowledge.search('health')[0]?.doc.id).toBe('k2');
  });
});
