import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, savedSearches, tenants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { outboxRepository } from '../notifications/outbox-repository.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';
import { runSavedSearchAlerts } from './run-alerts.ts';

let t: TestApp;
let tenantId: string;
const hour = 3_600_000;
// A fresh TenantService reads the configuration as it is now (no cache), as a new run would.
const loadTenant = (id: string) => new TenantService(t.database.db, 0).byId(id);
const run = () => runSavedSearchAlerts(t.app, { loadTenant });

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SAVED_SEARCH_ALERT_MINUTES: '0' });
  tenantId = (await new TenantService(t.database.db, 0).byDomain('northwind.example'))!.id;
});
afterAll(() => t.close());

/** Saves a search, then pretends it was saved an hour ago so positions posted since count as new. */
async function savedAnHourAgo(query: string, ago = hour) {
  const candidate = await newCandidate(t);
  const res = await candidate.agent.post('/api/pcsx/saved_searches', { query });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.savedSearch.id as string;
  await t.database.db
    .update(savedSearches)
    .set({ checkedUntil: new Date(Date.now() - ago) })
    .where(eq(savedSearches.id, id));
  return { ...candidate, id };
}

/** Posts the test positions with a prefix, the Kubernetes ones 30 minutes ago, the rest long ago. */
async function post(prefix: string) {
  const now = Date.now();
  const list = testPositions(now).map((p) => ({
    ...p,
    externalId: `${prefix}-${p.externalId}`,
    postedAt: p.skills.includes('Kubernetes') ? new Date(now - hour / 2) : new Date(now - 30 * 24 * hour),
  }));
  await positionRepository.upsertMany(t.database.db, tenantId, list);
}

const alertsFor = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.category === 'saved_search'));

describe('saved-search alerts', () => {
  it('tells a candidate once about new matching jobs, with the search in the link and an email', async () => {
    const alice = await savedAnHourAgo('kubernetes');
    await post('A');
    await run();
    const told = await alertsFor(alice.userId);
    expect(told).toHaveLength(1);
    // T-1 and T-2 have the skill and were posted in the window; T-3 mentions it but is old.
    expect(told[0]).toMatchObject({
      message: '2 new jobs match your saved search "kubernetes".',
      redirectUrl: '/careers/search?query=kubernetes',
      categoryTitle: 'Saved search',
      actionRequired: false,
      // What the web app needs to word it in the candidate's language.
      messageKey: 'savedSearchMatches',
      messageParams: { count: 2, query: 'kubernetes', location: '', filterCount: 0 },
    });
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, alice.id));
    expect(row!.lastNotifiedAt).not.toBeNull();
    expect(row!.checkedUntil.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);

    // The candidate sees it under the bell and in their mail.
    const list = (await alice.agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(list.find((n: { id: string }) => n.id === told[0]!.id)).toMatchObject({
      message: told[0]!.message,
      categoryKey: 'saved_search',
      messageKey: 'savedSearchMatches',
      messageParams: { count: 2, query: 'kubernetes', location: '', filterCount: 0 },
    });

    const mail = await outboxRepository.listForUser(t.database.db, tenantId, alice.userId);
    expect(mail.map((m) => m.subject)).toContain('Saved search: Northwind Labs careers');

    // Nothing new since: running again (on this or another process) tells nothing.
    await run();
    expect(await alertsFor(alice.userId)).toHaveLength(1);
  });

  it('tells nothing when no new job matches', async () => {
    const bob = await savedAnHourAgo('zzz-no-such-role');
    const quiet = await savedAnHourAgo('accountant'); // matches, but posted long ago
    await run();
    expect(await alertsFor(bob.userId)).toEqual([]);
    expect(await alertsFor(quiet.userId)).toEqual([]);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, bob.id));
    expect(row!.lastNotifiedAt).toBeNull();
    expect(row!.checkedUntil.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it('tells once when several processes run at the same time', async () => {
    const carol = await savedAnHourAgo('platform');
    await post('C');
    await Promise.all([run(), run(), run()]);
    const told = await alertsFor(carol.userId);
    expect(told).toHaveLength(1);
    // Platform Engineer, from the A and C postings.
    expect(told[0]!.message).toBe('2 new jobs match your saved search "platform".');
  });

  it('tells nothing while the site has job alerts turned off', async () => {
    const dave = await savedAnHourAgo('kubernetes');
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    const config = tenant!.config as Record<string, unknown>;
    await t.database.db
      .update(tenants)
      .set({ config: { ...config, notificationsConfig: { savedSearchNotificationsEnabled: false } } })
      .where(eq(tenants.id, tenantId));
    try {
      await run();
      expect(await alertsFor(dave.userId)).toEqual([]);
      // Its watermark stays, so turning alerts on again tells about the jobs of the meantime.
      const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, dave.id));
      expect(row!.checkedUntil.getTime()).toBeLessThan(Date.now() - hour / 2);
    } finally {
      await t.database.db.update(tenants).set({ config }).where(eq(tenants.id, tenantId));
    }
    await run();
    expect(await alertsFor(dave.userId)).toHaveLength(1);
  });

  it('never matches another tenant’s jobs', async () => {
    // Saved after the demo tenant's Kubernetes jobs (A and C, 30 minutes ago) were posted.
    const erin = await savedAnHourAgo('kubernetes', 20 * 60_000);
    const other = (await new TenantService(t.database.db, 0).byDomain('other.example'))!.id;
    await t.database.db.delete(notifications).where(like(notifications.eventKey, 'saved_search:%'));
    const now = Date.now();
    await positionRepository.upsertMany(
      t.database.db,
      other,
      testPositions(now).map((p) => ({ ...p, postedAt: new Date(now - 10 * 60_000) })),
    );
    await run();
    // The other tenant's new Kubernetes jobs are not this site's jobs.
    expect(await alertsFor(erin.userId)).toEqual([]);
  });
});
