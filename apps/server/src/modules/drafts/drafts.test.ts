import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDrafts, positions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apply, goodAnswers, openPositions } from '../applications/applications-test-kit.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
let admin: HttpAgent;
let positionIds: string[];
beforeAll(async () => {
  // Five open positions in the demo seed are enough: each test uses its own candidates.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  admin = (await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password)).agent;
  positionIds = (await openPositions(t)).map((p) => p.id);
});
afterAll(() => t.close());

const draftRows = async () => (await t.database.db.select({ n: count() }).from(formDrafts))[0]!.n;
const url = (id: string) => `/api/pcsx/draft_applications/${id}`;
const put = (agent: HttpAgent, id: string, values: unknown, extra: Record<string, unknown> = {}) =>
  agent.request({ method: 'PUT', url: url(id), payload: { values, ...extra } });
const del = (agent: HttpAgent, payload: unknown) =>
  agent.request({ method: 'DELETE', url: '/api/pcsx/draft_applications', payload: payload as object });

/** Adds (or removes) an SSN question on the application form, as an admin editing it would. */
async function editApplicationForm(positionId: string, change: (items: Record<string, unknown>[]) => void) {
  const candidate = (await newCandidate(t)).agent;
  const form = (await candidate.get(`/api/pcsx/apply_form?position_id=${positionId}`)).json().data.form;
  const definition = structuredClone(form.definition);
  change(definition.sections[0].items);
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/forms/${form.id}`,
    payload: { title: form.title, definition },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('application drafts', () => {
  it('keeps the answers typed so far and gives them back on another device', async () => {
    const { agent, email } = await newCandidate(t);
    const id = positionIds[0]!;
    expect((await agent.get(url(id))).json().data.draft).toBeNull();
    const saved = await put(agent, id, { fullName: 'Casey', coverLetter: 'Half a letter' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.draft.values).toEqual({ fullName: 'Casey', coverLetter: 'Half a letter' });
    // A later save replaces the answers (one draft per candidate and position).
    await put(agent, id, { fullName: 'Casey T', coverLetter: 'A whole letter' });
    const other = (await loggedIn(t, email, 'a sturdy passphrase')).agent;
    const read = (await other.get(url(id))).json().data.draft;
    expect(read.values).toEqual({ fullName: 'Casey T', coverLetter: 'A whole letter' });
    expect(typeof read.form_version).toBe('number');
  });

  it('never stores an SSN answer and says which answers were left out', async () => {
    const id = positionIds[1]!;
    await editApplicationForm(id, (items) => items.push({ name: 'ssn', type: 'ssn', label: 'SSN' }));
    const { agent } = await newCandidate(t);
    const res = await put(agent, id, { fullName: 'Sam', ssn: '123-45-6789' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.not_kept).toEqual(['ssn']);
    const [row] = await t.database.db.select().from(formDrafts).where(eq(formDrafts.contextId, id));
    expect(JSON.stringify(row?.answers)).not.toContain('6789');
    await editApplicationForm(id, (items) => {
      items.splice(
        items.findIndex((i) => i.name === 'ssn'),
        1,
      );
    });
  });

  it('reads a draft against the form as it is now: answers to removed questions are left out', async () => {
    const id = positionIds[2]!;
    await editApplicationForm(id, (items) =>
      items.push({ name: 'nickname', type: 'text', label: 'Nickname' }),
    );
    const { agent } = await newCandidate(t);
    await put(agent, id, { fullName: 'Robin', nickname: 'Rob' });
    await editApplicationForm(id, (items) => {
      items.splice(
        items.findIndex((i) => i.name === 'nickname'),
        1,
      );
    });
    expect((await agent.get(url(id))).json().data.draft.values).toEqual({ fullName: 'Robin' });
  });

  it('lists drafts open and closed, and the draft leaves when the application is sent', async () => {
    const { agent } = await newCandidate(t);
    const [a, b, c] = [positionIds[3]!, positionIds[4]!, positionIds[0]!];
    for (const id of [a, b, c]) expect((await put(agent, id, { fullName: 'Lee' })).statusCode).toBe(200);
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, c));
    try {
      const list = (await agent.get('/api/pcsx/draft_applications')).json().data.draft_applications;
      expect(list.map((d: { position_id: string }) => d.position_id).sort()).toEqual([a, b, c].sort());
      const closed = list.find((d: { position_id: string }) => d.position_id === c);
      expect(closed.position.archived_at).toBeGreaterThan(0);
      expect(
        list.find((d: { position_id: string }) => d.position_id === a).position.archived_at,
      ).toBeLessThan(0);
      // A closed position takes no more autosaves.
      expect((await put(agent, c, { fullName: 'Lee' })).statusCode).toBe(409);
      expect((await apply(agent, a, goodAnswers())).statusCode).toBe(201);
      // Applied: no draft, and no new one.
      expect((await put(agent, a, { fullName: 'Lee' })).statusCode).toBe(409);
      const after = (await agent.get('/api/pcsx/draft_applications')).json().data.draft_applications;
      expect(after.map((d: { position_id: string }) => d.position_id).sort()).toEqual([b, c].sort());
      const removed = await del(agent, { position_ids: [b, c, positionIds[1]] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data.position_ids.sort()).toEqual([b, c].sort());
      expect((await agent.get('/api/pcsx/draft_applications')).json().data.draft_applications).toEqual([]);
    } finally {
      await t.database.db.update(positions).set({ status: 'open' }).where(eq(positions.id, c));
    }
  });

  it("touches only the caller's own drafts and needs a login", async () => {
    const owner = (await newCandidate(t)).agent;
    const stranger = (await newCandidate(t)).agent;
    const id = positionIds[1]!;
    await put(owner, id, { fullName: 'Mine' });
    expect((await del(stranger, { position_ids: [id] })).json().data.position_ids).toEqual([]);
    expect((await stranger.get(url(id))).json().data.draft).toBeNull();
    expect((await owner.get(url(id))).json().data.draft.values).toEqual({ fullName: 'Mine' });
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    expect((await visitor.get('/api/pcsx/draft_applications')).statusCode).toBe(401);
    expect((await put(visitor, id, { fullName: 'x' })).statusCode).toBe(401);
  });
});

const hostile = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom('', ' ', "' OR 1=1 --", '<script>x</script>', '../../x', '🙂'.repeat(40)),
);
const expectClean = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(typeof JSON.parse(res.body).message).toBe('string');
};

describe('bad input to drafts', () => {
  let agent: HttpAgent;
  beforeAll(async () => {
    agent = (await newCandidate(t)).agent;
  });

  it('answers hostile draft bodies and ids with a clean 4xx and stores nothing', async () => {
    const before = await draftRows();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(positionIds[2]!), fc.string({ minLength: 1 }), fc.uuid()),
        fc.oneof(
          hostile.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
          // Unknown questions, wrong shapes and oversize answers.
          fc
            .dictionary(fc.string({ maxLength: 120 }), hostile, { minKeys: 1 })
            .filter((d) => !Object.keys(d).every((k) => ['fullName', 'coverLetter', 'email'].includes(k))),
          fc.record({ coverLetter: fc.array(fc.integer()) }),
          fc.constant({ coverLetter: 'x'.repeat(300 * 1024) }),
        ),
        fc.option(hostile, { nil: undefined }),
        async (id, values, formVersion) => {
          const extra = formVersion === undefined ? {} : { form_version: formVersion };
          const res = await put(agent, encodeURIComponent(id), values, extra);
          expectClean(res);
        },
      ),
      { numRuns: 120 },
    );
    expect(await draftRows()).toBe(before);
  });

  it('answers hostile delete bodies with a clean 4xx and deletes nothing', async () => {
    const id = positionIds[3]!;
    await put(agent, id, { fullName: 'Kept' });
    const before = await draftRows();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostile,
          fc.record({
            position_ids: fc.oneof(
              hostile.filter((v) => !Array.isArray(v)),
              fc.constant([]),
            ),
          }),
          fc.record({
            position_ids: fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.object()), { minLength: 1 }),
          }),
          fc.record({ position_ids: fc.array(fc.constant(id), { minLength: 101, maxLength: 120 }) }),
        ),
        async (body) => expectClean(await del(agent, body)),
      ),
      { numRuns: 120 },
    );
    expect(await draftRows()).toBe(before);
  });
});
