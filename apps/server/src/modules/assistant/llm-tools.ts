import type { AssistantIntent, AssistantJob, AssistantSearch } from '@opencareers/contracts/assistant';
import { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listApplications } from '../applications/candidate-service.ts';
import { upcomingInterviews } from '../interviews/candidate-service.ts';
import type { Translate } from '../notifications/server-messages.ts';
import { offersToAnswer } from '../offers/candidate-service.ts';
import { knowledgeFor } from './knowledge-service.ts';
import { applicationStatusWord } from './replies.ts';
import { jobSearch } from './service.ts';
import { visitorTime, visitorTimeZone } from './visitor-time.ts';

/**
 * The tools a language model may call (Chat Completions `tools`), and what their results
 * leave behind for the reply's cards, sources and links. Every handler reads the request's
 * tenant and the session's user only: no argument names a tenant, a user or an id to read.
 */
export const toolDefinitions = [
  {
    type: 'function',
    function: {
      name: 'search_jobs',
      description:
        "Search this company's open jobs. Returns the total and up to 5 jobs, each with its id, title, place and the URL of its page.",
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Job title or skill words, e.g. "data engineer"' },
          location: { type: 'string', description: 'A city or country, e.g. "Lisbon"' },
          work_place: { type: 'string', enum: [...workPlaces] },
          seniority: { type: 'string', enum: [...seniorities] },
          employment_type: { type: 'string', enum: [...employmentTypes] },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_knowledge',
      description:
        "Search the company's knowledge base (benefits, hiring process, visa policy, FAQ). Returns the best entries with their answers.",
      parameters: {
        type: 'object',
        properties: { question: { type: 'string', description: "The candidate's question" } },
        required: ['question'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'my_items',
      description:
        "The logged-in candidate's own applications (with statuses), open offers or upcoming interviews. For a visitor who is not logged in, says so.",
      parameters: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['applications', 'offers', 'interviews'] } },
        required: ['kind'],
        additionalProperties: false,
      },
    },
  },
] as const;

const text = (max: number) => z.string().trim().max(max).nullish();
const searchArgs = z.object({
  query: text(200),
  location: text(200),
  work_place: z.enum(workPlaces).nullish(),
  seniority: z.enum(seniorities).nullish(),
  employment_type: z.enum(employmentTypes).nullish(),
});
const knowledgeArgs = z.object({ question: z.string().trim().min(1).max(1000) });
const itemsArgs = z.object({ kind: z.enum(['applications', 'offers', 'interviews']) });

/** What the tools returned during one reply, for the events sent with the model's text. */
export interface ToolTrail {
  searches: { search: AssistantSearch; jobs: AssistantJob[] }[];
  sources: Map<string, { id: string; title: string }>;
  links: { label: string; url: string }[];
  intents: AssistantIntent[];
}
export const emptyTrail = (): ToolTrail => ({ searches: [], sources: new Map(), links: [], intents: [] });

export interface ToolContext {
  app: FastifyInstance;
  request: FastifyRequest;
  t: Translate;
  /** The reader's language, for the times the tools tell (in the visitor's own zone). */
  locale: string;
  trail: ToolTrail;
}

/** Runs one tool call; the result is the JSON the model reads. Bad arguments are told, not thrown. */
export async function runTool(ctx: ToolContext, name: string, rawArguments: string): Promise<unknown> {
  let args: unknown;
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { error: 'The arguments are not JSON.' };
  }
  const { app, request, t, trail } = ctx;
  switch (name) {
    case 'search_jobs': {
      const a = searchArgs.safeParse(args);
      if (!a.success) return { error: 'Invalid arguments for search_jobs.' };
      const found = await jobSearch(
        app,
        request,
        {
          query: a.data.query || null,
          location: a.data.location || null,
          workPlace: a.data.work_place ?? null,
          seniority: a.data.seniority ?? null,
          employmentType: a.data.employment_type ?? null,
        },
        t,
      );
      trail.searches.push(found);
      trail.intents.push('job_search');
      return {
        total: found.search.total,
        search_page_url: found.search.url,
        jobs: found.jobs.map((j) => ({
          id: j.id,
          title: j.title,
          place: j.location,
          work_place: j.work_mode,
          url: j.url,
          apply_url: j.apply_url,
        })),
      };
    }
    case 'search_knowledge': {
      const a = knowledgeArgs.safeParse(args);
      if (!a.success) return { error: 'Invalid arguments for search_knowledge.' };
      const index = await knowledgeFor(app.db, request.tenant.id);
      const hits = index.search(a.data.question, 3);
      for (const h of hits) trail.sources.set(h.doc.id, { id: h.doc.id, title: h.doc.title });
      trail.intents.push('company_question');
      return { entries: hits.map((h) => ({ title: h.doc.title, answer: h.doc.body })) };
    }
    case 'my_items': {
      const a = itemsArgs.safeParse(args);
      if (!a.success) return { error: 'Invalid arguments for my_items.' };
      return myItems(ctx, a.data.kind);
    }
    default:
      return { error: `There is no tool named ${JSON.stringify(name.slice(0, 64))}.` };
  }
}

async function myItems(ctx: ToolContext, kind: 'applications' | 'offers' | 'interviews') {
  const { request, t, trail } = ctx;
  trail.intents.push(`my_${kind}`);
  const user = await request.currentUser();
  if (!user) {
    trail.links.push({ label: t('assistant.logIn'), url: '/careers/login' });
    return {
      logged_in: false,
      note: 'The visitor is not logged in: ask them to log in to see their own items.',
    };
  }
  const db = request.server.db;
  const tenantId = request.tenant.id;
  if (kind === 'applications') {
    const { applications, inactiveApplications } = await listApplications(db, tenantId, user.id);
    const all = [...applications, ...inactiveApplications];
    if (all.length) trail.links.push({ label: t('assistant.myApplications'), url: '/careers/applications' });
    return {
      logged_in: true,
      applications: all.slice(0, 20).map((a) => ({
        job_title: a.position.title,
        job_url: `/careers/job/${encodeURIComponent(a.position.id)}`,
        status: applicationStatusWord(t, a.status),
        applied_at: a.applied_at.slice(0, 10),
      })),
    };
  }
  if (kind === 'offers') {
    const offers = await offersToAnswer(db, tenantId, user.id);
    for (const o of offers)
      trail.links.push({ label: o.positionTitle, url: `/careers/offer/${encodeURIComponent(o.id)}` });
    return {
      logged_in: true,
      open_offers: offers.map((o) => ({
        job_title: o.positionTitle,
        url: `/careers/offer/${encodeURIComponent(o.id)}`,
        expires: o.expiresAt ? visitorTime(o.expiresAt, ctx.locale, visitorTimeZone(ctx.request)) : null,
      })),
    };
  }
  const interviews = await upcomingInterviews(db, tenantId, user.id);
  if (interviews.length) trail.links.push({ label: t('assistant.myInterviews'), url: '/careers/interviews' });
  return {
    logged_in: true,
    upcoming_interviews: interviews.map((i) => ({
      job_title: i.positionTitle,
      starts: visitorTime(i.startsAt, ctx.locale, visitorTimeZone(ctx.request)),
      kind: i.kind,
    })),
  };
}
