/**
 * The search page's assistant, built-in engine (issue 22): every labelled message of
 * bench/assistant/utterances.ts is posted to POST /api/pcsx/assistant/messages of the real app
 * (in-process, app.inject) on a fresh PGlite database with the demo company (2,000 jobs, as
 * `npm start` seeds it, with the demo candidate's applications, offers and interview) and the
 * knowledge base of bench/assistant/knowledge.ts, entered through the admin API. From the
 * NDJSON reply it reads the intent, the search the engine ran (query, place and filters, from
 * the `jobs` event) and the cited entry, and compares them with the labels. Writes intent
 * accuracy, slot precision/recall/F1, knowledge citation accuracy and reply time
 * p50/p95/p99 to bench/results/assistant.json.
 *   node --import tsx bench/assistant.ts
 */
import { type AssistantEvent, assistantEventSchema, assistantPaths } from '@opencareers/contracts/assistant';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { demoTenant } from '../apps/server/src/db/seed/demo-tenant.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed-demo.ts';
import { words } from '../apps/server/src/modules/assistant/words.ts';
import { gazetteer } from '../apps/server/src/modules/search/gazetteer.ts';
import { fold } from '../apps/server/src/modules/search/tokenize.ts';
import { allowedEdits, editDistance } from '../apps/server/src/modules/search/typo.ts';
import { HttpAgent } from '../apps/server/src/test/http-agent.ts';
import { benchKnowledge } from './assistant/knowledge.ts';
import { utterances } from './assistant/utterances.ts';
import { latencyStats, writeResult } from './support/bench-kit.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 2000);
const round = (n: number) => Math.round(n * 1000) / 1000;

// ---- The app ---------------------------------------------------------------------------
const startedAt = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db, { positions });
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    JOB_RUNNER: 'false',
    AUTH_RATE_LIMIT_MAX: '100000',
    ASSISTANT_RATE_LIMIT_MAX: '100000',
  }),
  database,
  logger: false,
});
await app.ready();
const login = async (who: { email: string; password: string }) => {
  const agent = new HttpAgent(app);
  await agent.boot();
  const res = await agent.post('/api/auth/login', who);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return agent;
};
const admin = await login(demoTenant.admin);
for (const entry of benchKnowledge) {
  const res = await admin.post(assistantPaths.adminKnowledge, entry);
  if (res.statusCode !== 201) throw new Error(`knowledge entry refused: ${res.body}`);
}
const candidate = await login(demoTenant.candidate);
const visitor = new HttpAgent(app);
await visitor.boot();
const setupMs = Math.round(performance.now() - startedAt);

async function ask(agent: HttpAgent, message: string) {
  const started = performance.now();
  const res = await agent.post(assistantPaths.messages, { message });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${message}: ${res.statusCode} ${res.body}`);
  const events = res.body
    .split('\n')
    .filter(Boolean)
    .map((l) => assistantEventSchema.parse(JSON.parse(l)));
  return { ms, events };
}
// The first message loads the gazetteer and builds the tenant's index: not a reply time.
await ask(visitor, 'remote data jobs in Lisbon');

// ---- Labels and comparison -----------------------------------------------------------
type Slots = Partial<Record<'q' | 'l' | 'w' | 's' | 'e', string>>;
const parseLabels = (labels = ''): { slots: Slots; kb: string | undefined } => {
  const slots: Slots = {};
  let kb: string | undefined;
  for (const part of labels.split(';').filter(Boolean)) {
    const [key, value = ''] = part.split('=');
    if (key === 'kb') kb = value;
    else slots[key as keyof Slots] = value;
  }
  return { slots, kb };
};

/** The search the engine ran, read back from its `jobs` event. */
function ranSearch(events: AssistantEvent[]): Slots {
  const jobs = events.find((e): e is Extract<AssistantEvent, { type: 'jobs' }> => e.type === 'jobs');
  if (!jobs) return {};
  const params = new URL(jobs.search.url, 'http://x').searchParams;
  const out: Slots = {};
  if (jobs.search.query) out.q = jobs.search.query;
  if (jobs.search.location) out.l = jobs.search.location;
  for (const [key, name] of [
    ['w', 'filter_work_place'],
    ['s', 'filter_seniority'],
    ['e', 'filter_employment_type'],
  ] as const) {
    const v = params.get(name);
    if (v) out[key] = v;
  }
  return out;
}

/** A place by the gazetteer's name for it ("New York" and "New York City" are one city). */
const place = (s: string) => fold(gazetteer().findCountry(s)?.name ?? gazetteer().findCity(s)?.name ?? s);
/**
 * Title words agree when each expected word has a typed word within the edits the search
 * itself forgives for its length (typo.ts): the search runs the same either way.
 */
function sameQuery(expected: string, got: string): boolean {
  const a = words(expected);
  const b = words(got);
  if (a.length !== b.length) return false;
  const left = [...b];
  for (const w of a) {
    const i = left.findIndex(
      (g) => g === w || editDistance(w, g, allowedEdits(w.length)) <= allowedEdits(w.length),
    );
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}
const same = (key: keyof Slots, expected: string, got: string) =>
  key === 'q' ? sameQuery(expected, got) : key === 'l' ? place(expected) === place(got) : expected === got;

// ---- Run -----------------------------------------------------------------------------
const times: number[] = [];
const slowest: { text: string; ms: number }[] = [];
let correctIntents = 0;
let tp = 0;
let fp = 0;
let fn = 0;
let kbQuestions = 0;
let kbCorrect = 0;
const confusion: Record<string, Record<string, number>> = {};
const misses: { text: string; expected: string; got: string; detail?: string }[] = [];
const t0 = performance.now();
for (const [text, intent, labels] of utterances) {
  const agent = intent.startsWith('my_') ? candidate : visitor;
  const { ms, events } = await ask(agent, text);
  times.push(ms);
  slowest.push({ text, ms: Math.round(ms * 10) / 10 });
  const got = events.find(
    (e): e is Extract<AssistantEvent, { type: 'intent' }> => e.type === 'intent',
  )?.intent;
  confusion[intent] ??= {};
  confusion[intent]![got ?? 'none'] = (confusion[intent]![got ?? 'none'] ?? 0) + 1;
  if (got === intent) correctIntents++;
  else misses.push({ text, expected: intent, got: got ?? 'none' });

  const { slots: expected, kb } = parseLabels(labels);
  const predicted = ranSearch(events);
  for (const key of new Set([...Object.keys(expected), ...Object.keys(predicted)]) as Set<keyof Slots>) {
    const e = expected[key];
    const p = predicted[key];
    if (e !== undefined && p !== undefined && same(key, e, p)) tp++;
    else {
      if (e !== undefined) fn++;
      if (p !== undefined) fp++;
      misses.push({ text, expected: `${key}=${e ?? '∅'}`, got: `${key}=${p ?? '∅'}`, detail: 'slot' });
    }
  }
  if (kb !== undefined) {
    kbQuestions++;
    const sources = events.find(
      (e): e is Extract<AssistantEvent, { type: 'sources' }> => e.type === 'sources',
    );
    const cited = sources?.sources[0]?.title ?? '';
    if (cited === kb) kbCorrect++;
    else misses.push({ text, expected: `kb=${kb || '∅'}`, got: `kb=${cited || '∅'}`, detail: 'knowledge' });
  }
}
const seconds = (performance.now() - t0) / 1000;
const precision = tp / Math.max(1, tp + fp);
const recall = tp / Math.max(1, tp + fn);
const result = {
  positions,
  knowledgeEntries: benchKnowledge.length,
  utterances: utterances.length,
  setupMs,
  intentAccuracy: round(correctIntents / utterances.length),
  slots: { truePositives: tp, falsePositives: fp, falseNegatives: fn },
  slotPrecision: round(precision),
  slotRecall: round(recall),
  slotF1: round((2 * precision * recall) / Math.max(1e-9, precision + recall)),
  knowledgeCitationAccuracy: round(kbCorrect / Math.max(1, kbQuestions)),
  replyMs: latencyStats(times, seconds),
  targets: { intentAccuracy: 0.9, slotF1: 0.85, replyP95Ms: 150 },
  slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 10),
  confusion,
  misses,
};
writeResult(process.env.BENCH_OUT ?? 'assistant', result);
await app.close();
await database.close();
