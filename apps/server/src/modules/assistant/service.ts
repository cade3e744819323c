import type {
  AssistantConfig,
  AssistantEvent,
  AssistantJob,
  AssistantSearch,
} from '@opencareers/contracts/assistant';
import { assistantLimits } from '@opencareers/contracts/assistant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listApplications } from '../applications/candidate-service.ts';
import { upcomingInterviews } from '../interviews/candidate-service.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { type Translate, translator } from '../notifications/server-messages.ts';
import { offersToAnswer } from '../offers/candidate-service.ts';
import { searchUrl } from '../saved-searches/saved-search-text.ts';
import type { PositionIndex } from '../search/position-index.ts';
import { prepareSearch } from '../search/search-service.ts';
import { stem } from '../search/tokenize.ts';
import { searchVocabulary } from '../search/vocabulary.ts';
import { bestAnswer } from './knowledge.ts';
import { knowledgeFor } from './knowledge-service.ts';
import { type ParsedMessage, parseMessage, type SearchSlots } from './parse.ts';
import { applicationStatusWord, asEnglishPrompt, followUps, say, text } from './replies.ts';
import { visitorTime, visitorTimeZone } from './visitor-time.ts';

/** Spec shell §4: shown when enabled and the visitor is logged in or the copilot is off. */
export async function assistantConfig(request: FastifyRequest): Promise<AssistantConfig> {
  const config = request.tenant.config;
  const { enabled, copilotEnabled } = config.chatbotxConfig;
  const loggedIn = !!(await request.currentUser());
  const t = translator(await readerLocale(request));
  return {
    enabled: enabled && (loggedIn || !copilotEnabled),
    greeting: say(t).greeting(config.pcsxConfig.branding.companyName),
    suggested_prompts: followUps(t, 'greeting'),
    contact: config.pcsxConfig.branding.contactUrl?.trim() || null,
  };
}

/** The tenant's job words (titles, skills) for reading requests, per index version. */
const termsByIndex = new WeakMap<PositionIndex, { version: number; list: string[] }>();
function jobTermsOf(index: PositionIndex, vocabularyWords: ReadonlySet<string>): string[] {
  let cached = termsByIndex.get(index);
  if (cached?.version !== index.version) {
    const all = new Set<string>(vocabularyWords);
    for (const field of ['title', 'skills'] as const)
      for (const t of index.postings[field].terms()) if (/^[a-z]{5,}$/.test(t)) all.add(t);
    cached = { version: index.version, list: [...all] };
    termsByIndex.set(index, cached);
  }
  return cached.list;
}

/** Reads a message against the tenant's jobs, vocabulary and knowledge base. */
export async function understand(app: FastifyInstance, request: FastifyRequest, message: string) {
  const index = await app.searchIndex.forTenant(request.tenant.id);
  const vocabulary = searchVocabulary(request.tenant.config.pcsxConfig.searchConfig.synonyms);
  const knowledge = await knowledgeFor(app.db, request.tenant.id);
  const isJobTerm = (w: string) =>
    vocabulary.words.has(w) || index.postings.title.has(stem(w)) || index.postings.skills.has(stem(w));
  const parsed = parseMessage(message, {
    isJobTerm,
    jobTerms: jobTermsOf(index, vocabulary.words),
    knowledgeTerms: knowledge.words,
    knowledgeScore: (corrected) => bestAnswer(knowledge, corrected)?.coverage ?? 0,
  });
  return { parsed, knowledge, index };
}

const describe = (t: Translate, s: SearchSlots) =>
  [
    s.query ? t('assistant.forQuery', { query: s.query }) : '',
    s.workPlace ? t('assistant.workPlace', { workPlace: t(`assistant.workPlaces.${s.workPlace}`) }) : '',
    s.location ? t('assistant.inPlace', { place: s.location }) : '',
  ].join('');

/**
 * The search module's own search (`prepareSearch`: the same vocabulary, places, filters and
 * ranking as `GET /api/pcsx/search`) for a request's slots: up to 5 cards linking to their
 * jobs, and the search page's URL with the same parameters. Shared by both engines.
 */
export async function jobSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  slots: SearchSlots,
  t: Translate,
): Promise<{ search: AssistantSearch; jobs: AssistantJob[] }> {
  const filters: Record<string, string[]> = {};
  if (slots.workPlace) filters.work_place = [slots.workPlace];
  if (slots.seniority) filters.seniority = [slots.seniority];
  if (slots.employmentType) filters.employment_type = [slots.employmentType];
  const q = {
    query: slots.query ?? undefined,
    location: slots.location ?? undefined,
    start: 0,
    num: assistantLimits.maxJobCards,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [`filter_${k}`, v])),
  };
  const { index, result } = await prepareSearch(app, request, q);
  const jobs: AssistantJob[] = result.page.map((d) => {
    const p = index.docs[d]!;
    return {
      id: p.id,
      title: p.title,
      location:
        p.workPlace === 'remote'
          ? p.locations[0]?.country
            ? t('places.remoteIn', { country: p.locations[0].country })
            : t('places.remoteAnywhere')
          : (p.locations[0]?.label ?? null),
      url: `/careers/job/${encodeURIComponent(p.id)}`,
      apply_url: `/careers/apply?pid=${encodeURIComponent(p.id)}`,
      work_mode: p.workPlace,
    };
  });
  const url = searchUrl({ query: slots.query ?? '', location: slots.location ?? '', filters, sortBy: null });
  return {
    search: { query: slots.query, location: slots.location, filters, url, total: result.total },
    jobs,
  };
}

async function searchReply(
  app: FastifyInstance,
  request: FastifyRequest,
  slots: SearchSlots,
  t: Translate,
): Promise<AssistantEvent[]> {
  const { search, jobs } = await jobSearch(app, request, slots, t);
  const what = describe(t, slots);
  return [
    text(search.total ? say(t).searchFound(search.total, what) : say(t).searchNone(what)),
    { type: 'jobs', search, jobs },
  ];
}

async function personalReply(
  request: FastifyRequest,
  parsed: ParsedMessage,
  t: Translate,
  locale: string,
): Promise<AssistantEvent[]> {
  const user = await request.currentUser();
  const said = say(t);
  if (!user)
    return [
      text(said.loginNeeded(parsed.intent as 'my_applications' | 'my_offers' | 'my_interviews')),
      { type: 'links', links: [{ label: t('assistant.logIn'), url: '/careers/login' }] },
    ];
  const db = request.server.db;
  const tenantId = request.tenant.id;
  if (parsed.intent === 'my_applications') {
    const { applications, inactiveApplications } = await listApplications(db, tenantId, user.id);
    const all = [...applications, ...inactiveApplications];
    if (!all.length) return [text(said.noApplications)];
    const lines = all
      .slice(0, 10)
      .map((a) => `\n• ${a.position.title}: ${applicationStatusWord(t, a.status)}`);
    return [
      text(said.applications(all.length) + lines.join('')),
      { type: 'links', links: [{ label: t('assistant.myApplications'), url: '/careers/applications' }] },
    ];
  }
  if (parsed.intent === 'my_offers') {
    const offers = await offersToAnswer(db, tenantId, user.id);
    if (!offers.length) return [text(said.noOffers)];
    return [
      text(said.offers(offers.length) + offers.map((o) => `\n• ${o.positionTitle}`).join('')),
      {
        type: 'links',
        links: offers.map((o) => ({
          label: o.positionTitle,
          url: `/careers/offer/${encodeURIComponent(o.id)}`,
        })),
      },
    ];
  }
  const interviews = await upcomingInterviews(db, tenantId, user.id);
  if (!interviews.length) return [text(said.noInterviews)];
  return [
    text(
      said.interviews(interviews.length) +
        interviews
          .map((i) => `\n• ${i.positionTitle}: ${visitorTime(i.startsAt, locale, visitorTimeZone(request))}`)
          .join(''),
    ),
    { type: 'links', links: [{ label: t('assistant.myInterviews'), url: '/careers/interviews' }] },
  ];
}

/**
 * One reply of the built-in engine, as the events the panel renders: the intent first, the
 * text, then cards, sources or links, follow-up prompts, and `done`. Only the tenant's own
 * jobs and knowledge, and only the logged-in candidate's own items, are ever read.
 */
export async function reply(
  app: FastifyInstance,
  request: FastifyRequest,
  message: string,
): Promise<AssistantEvent[]> {
  const { parsed, knowledge } = await understand(app, request, asEnglishPrompt(message));
  const locale = await readerLocale(request);
  const t = translator(locale);
  const said = say(t);
  const out: AssistantEvent[] = [{ type: 'intent', intent: parsed.intent }];
  const contact = request.tenant.config.pcsxConfig.branding.contactUrl?.trim();
  const dontKnow = () => text(said.dontKnow + (contact ? said.contact(contact) : said.noContact));
  switch (parsed.intent) {
    case 'job_search':
      out.push(...(await searchReply(app, request, parsed.slots, t)));
      break;
    case 'company_question': {
      const hit = bestAnswer(knowledge, parsed.corrected);
      if (hit) {
        out.push(text(hit.doc.body), {
          type: 'sources',
          sources: [{ id: hit.doc.id, title: hit.doc.title }],
        });
      } else out.push(dontKnow());
      break;
    }
    case 'my_applications':
    case 'my_offers':
    case 'my_interviews':
      out.push(...(await personalReply(request, parsed, t, locale)));
      break;
    case 'greeting':
      out.push(text(said.greeting(request.tenant.config.pcsxConfig.branding.companyName)));
      break;
    default:
      out.push(text(said.unknown + (contact ? said.contact(contact) : '')));
  }
  out.push({ type: 'suggestions', prompts: followUps(t, parsed.intent) }, { type: 'done' });
  return out;
}
