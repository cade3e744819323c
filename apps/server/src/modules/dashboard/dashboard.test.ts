import type { Nudge, TodoItem } from '@opencareers/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nudgeDismissals } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openPositions } from '../applications/applications-test-kit.ts';
import { asAdmin, createForm, testForm } from '../form-assignments/test-kit.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { makeOffer, setExpiry } from '../offers/offers-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let formId: string;
let otherFormId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', FORM_SUBMIT_RATE_LIMIT_MAX: '10000' });
  admin = await asAdmin(t);
  ({ id: formId } = await createForm(admin));
  ({ id: otherFormId } = await createForm(admin, { ...testForm, title: 'Tax details' }));
});
afterAll(() => t.close());

// Whole days from now, so nothing depends on the time of day the suite runs.
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const todos = async (agent: HttpAgent) => {
  const res = await agent.get('/api/pcsx/dashboard/todos');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { todos: TodoItem[]; profile_percent: number };
};
const nudges = async (agent: HttpAgent) => {
  const res = await agent.get('/api/pcsx/dashboard/nudges');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.nudges as Nudge[];
};
const dismiss = (agent: HttpAgent, id: string) =>
  agent.post(`/api/pcsx/dashboard/nudges/${encodeURIComponent(id)}/dismiss`, {});

/** A fresh candidate with an offer expiring in 3 days and a form due in 5 (and one with no due date). */
async function busyCandidate() {
  const c = await newCandidate(t);
  const offer = await makeOffer(t, admin, { candidateEmail: c.email, expires_at: inDays(3) });
  const assigned = await admin.post('/api/admin/form-assignments', {
    formId,
    emails: [c.email],
    dueAt: inDays(5),
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const undated = await admin.post('/api/admin/form-assignments', { formId: otherFormId, emails: [c.email] });
  expect(undated.statusCode, undated.body).toBe(201);
  return {
    ...c,
    offerId: offer.id,
    formId: assigned.json().data.assignments[0].id as string,
    undatedFormId: undated.json().data.assignments[0].id as string,
  };
}

describe('GET /api/pcsx/dashboard/todos', () => {
  it('puts the offer expiring in 3 days first, the form due in 5 next, then undated work and profile gaps', async () => {
    const c = await busyCandidate();
    const [position] = await openPositions(t);
    const draft = await c.agent.request({
      method: 'PUT',
      url: `/api/pcsx/draft_applications/${position!.id}`,
      payload: { values: { fullName: 'Casey Tester' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);

    const { todos: list, profile_percent } = await todos(c.agent);
    expect(list.map((x) => x.id).slice(0, 4)).toEqual([
      `offer:${c.offerId}`,
      `form:${c.formId}`,
      `form:${c.undatedFormId}`,
      `draft:${position!.id}`,
    ]);
    expect(list[0]).toMatchObject({ kind: 'offer', href: `/careers/offer/${c.offerId}` });
    expect(list[1]).toMatchObject({
      kind: 'form',
      href: `/careers/forms?assignment=${c.formId}`,
      detail: 'open',
    });
    expect(list[3]).toMatchObject({ kind: 'draft', href: `/careers/apply?pid=${position!.id}` });
    // A new account has an empty profile: its heaviest gaps close the list, linked to their section.
    const gaps = list.filter((x) => x.kind === 'profile');
    expect(gaps.length).toBeGreaterThan(0);
    expect(list.slice(-gaps.length)).toEqual(gaps);
    expect(gaps[0]).toMatchObject({ detail: 'add-experience', href: '/careers/profile#profile-experience' });
    expect(profile_percent).toBeLessThan(100);
  });

  it('never shows another candidate’s offers or forms, and leaves out answered and expired offers', async () => {
    const busy = await busyCandidate();
    const other = await newCandidate(t);
    // The other candidate's own offer has lapsed since it was extended: nothing to answer any more.
    const lapsed = await makeOffer(t, admin, { candidateEmail: other.email, expires_at: inDays(2) });
    await setExpiry(t, lapsed.id, new Date(Date.now() - 86_400_000));
    const mine = (await todos(other.agent)).todos;
    expect(mine.some((x) => x.id.includes(busy.offerId) || x.id.includes(busy.formId))).toBe(false);
    expect(mine.filter((x) => x.kind === 'offer' || x.kind === 'form')).toEqual([]);

    const declined = await busy.agent.post(`/api/offer/offers/${busy.offerId}/decline`, {});
    expect(declined.statusCode, declined.body).toBeLessThan(300);
    expect((await todos(busy.agent)).todos.some((x) => x.kind === 'offer')).toBe(false);
  });

  it('needs a logged-in candidate', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/dashboard/todos' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pcsx/dashboard/nudges', () => {
  it('nudges about the expiring offer and the profile; a dismissed one never comes back', async () => {
    const c = await busyCandidate();
    const first = await nudges(c.agent);
    expect(first.map((n) => n.id)).toEqual([`offer_expiring:${c.offerId}`, 'profile_incomplete']);
    expect(first[0]).toMatchObject({ href: `/careers/offer/${c.offerId}` });

    const res = await dismiss(c.agent, `offer_expiring:${c.offerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await nudges(c.agent)).map((n) => n.id)).toEqual(['profile_incomplete']);
    // Twice is fine and changes nothing.
    expect((await dismiss(c.agent, `offer_expiring:${c.offerId}`)).statusCode).toBe(200);
    expect((await nudges(c.agent)).map((n) => n.id)).toEqual(['profile_incomplete']);
  });

  it('suggests a job alert after a search with no saved search, until one is saved', async () => {
    const c = await newCandidate(t);
    expect((await nudges(c.agent)).some((n) => n.kind === 'job_alert')).toBe(false);
    const logged = await c.agent.post('/vslog', {
      namespace: 'search',
      event: 'results',
      data_json: JSON.stringify({ query: 'data engineer', location: 'Berlin', result_count: 3 }),
    });
    expect(logged.statusCode, logged.body).toBe(204);
    const alert = (await nudges(c.agent)).find((n) => n.kind === 'job_alert');
    expect(alert).toMatchObject({
      id: 'job_alert',
      title: 'data engineer',
      href: '/careers/search?query=data+engineer&location=Berlin',
    });
    const saved = await c.agent.post('/api/pcsx/saved_searches', {
      query: 'data engineer',
      location: 'Berlin',
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect((await nudges(c.agent)).some((n) => n.kind === 'job_alert')).toBe(false);
  });

  it('nudges about an unsent draft, and the next draft once that one is dismissed', async () => {
    const c = await newCandidate(t);
    const [a, b] = await openPositions(t);
    for (const p of [a!, b!]) {
      const res = await c.agent.request({
        method: 'PUT',
        url: `/api/pcsx/draft_applications/${p.id}`,
        payload: { values: { fullName: 'Casey Tester' } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const draftNudge = () => nudges(c.agent).then((all) => all.find((n) => n.kind === 'draft_not_sent'));
    const first = await draftNudge();
    expect(first).toBeDefined();
    expect((await dismiss(c.agent, first!.id)).statusCode).toBe(200);
    const second = await draftNudge();
    expect(second).toBeDefined();
    expect(second!.id).not.toBe(first!.id);
  });

  it('refuses to dismiss another candidate’s nudge, an unknown one or a malformed id, storing nothing', async () => {
    const busy = await busyCandidate();
    const other = await newCandidate(t);
    const before = (await t.database.db.select().from(nudgeDismissals)).length;
    expect((await dismiss(other.agent, `offer_expiring:${busy.offerId}`)).statusCode).toBe(404);
    expect((await dismiss(other.agent, 'job_alert')).statusCode).toBe(404);
    for (const bad of ['nope', 'offer_expiring:not-a-uuid', 'profile_incomplete:x', `${'a'.repeat(90)}`]) {
      const res = await dismiss(other.agent, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.database.db.select().from(nudgeDismissals)).length).toBe(before);
    // The owner still sees it.
    expect((await nudges(busy.agent)).some((n) => n.id === `offer_expiring:${busy.offerId}`)).toBe(true);
  });

  it('needs a logged-in candidate, and a CSRF token to dismiss', async () => {
    expect((await t.app.inject({ url: '/api/pcsx/dashboard/nudges' })).statusCode).toBe(401);
    const c = await newCandidate(t);
    const res = await c.agent.request({
      method: 'POST',
      url: '/api/pcsx/dashboard/nudges/profile_incomplete/dismiss',
      payload: {},
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});
