import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { fakeMailer } from '../notifications/fake-mailer.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';

/*
 * The app as `npm start` runs it, job runner on (pg-boss on the test database: the embedded
 * PGlite by default): an email written in a request leaves through the mail-relay job, and
 * admins see the runs.
 */
const server = fakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', JOB_RUNNER: 'true', MAIL_RELAY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' },
    { mailer: server.mailer },
  );
}, 120_000);
afterAll(() => t.close());

interface Run {
  id: string;
  name: string;
  state: string;
  output: unknown;
}
/** The recent runs the admin's Background jobs page lists. */
const recentRuns = async (agent: Awaited<ReturnType<typeof loggedIn>>['agent']): Promise<Run[]> =>
  (await agent.get('/api/admin/background-jobs?limit=50')).json().data.runs;

describe('background jobs in the app', () => {
  it("relays a request's email through the job runner and lists the runs for admins", async () => {
    const candidate = await newCandidate(t);
    const { agent } = await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password);
    const res = await agent.post('/api/admin/notifications', {
      email: candidate.email,
      message: 'Your interview room changed.',
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(server.sent.map((m) => m.to)).toContain(candidate.email), {
      timeout: 30_000,
      interval: 200,
    });
    await vi.waitFor(
      async () => {
        const outbox = (await agent.get('/api/admin/notifications/outbox')).json().data.mails;
        expect(outbox[0]).toMatchObject({ to: candidate.email, status: 'sent', attempts: 1 });
      },
      { timeout: 10_000, interval: 200 },
    );

    const jobs = await agent.get('/api/admin/background-jobs?limit=20');
    expect(jobs.statusCode).toBe(200);
    const { runs, running } = jobs.json().data;
    expect(running).toBe(true);
    expect(
      runs.some((r: { name: string; state: string }) => r.name === 'mail-relay' && r.state === 'completed'),
    ).toBe(true);
    expect((await agent.get('/api/admin/background-jobs?limit=0')).statusCode).toBe(400);
  });

  it('runs one job now when an admin asks, and refuses unknown names', async () => {
    const { agent } = await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password);
    const before = await recentRuns(agent);
    const res = await agent.post('/api/admin/background-jobs/event-reminders/run');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { queued: true } });
    // A run of that job that was not there before, completed (its first scheduled run is 15 s away).
    await vi.waitFor(
      async () => {
        const fresh = (await recentRuns(agent)).filter(
          (r) => r.name === 'event-reminders' && !before.some((b) => b.id === r.id),
        );
        expect(fresh.map((r) => r.state)).toContain('completed');
      },
      { timeout: 20_000, interval: 200 },
    );
    // The list "Run now" acts on: every job defined, the one just run with its last and next run.
    const listed = (await agent.get('/api/admin/background-jobs')).json().data.jobs as {
      name: string;
      every_ms: number;
      last_run_at: string | null;
      next_run_at: string | null;
    }[];
    expect(listed.map((j) => j.name)).toEqual(
      expect.arrayContaining(['mail-relay', 'offer-reminders', 'event-reminders', 'referral-reminders']),
    );
    const events = listed.find((j) => j.name === 'event-reminders')!;
    expect(events.last_run_at).not.toBeNull();
    expect(Date.parse(events.next_run_at!) - Date.parse(events.last_run_at!)).toBe(events.every_ms);
    expect((await agent.post('/api/admin/background-jobs/no-such-job/run')).statusCode).toBe(404);
    expect((await agent.post('/api/admin/background-jobs/Not%20a%20name/run')).statusCode).toBe(400);
  });

  it.skipIf(testDbKind() !== 'pglite')(
    'vacuums the embedded database every 6 hours, or now when an admin asks',
    async () => {
      const { agent } = await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password);
      const listed = (await agent.get('/api/admin/background-jobs')).json().data.jobs as {
        name: string;
        every_ms: number;
      }[];
      expect(listed.find((j) => j.name === 'database-maintenance')?.every_ms).toBe(6 * 3_600_000);
      expect((await agent.post('/api/admin/background-jobs/database-maintenance/run')).statusCode).toBe(202);
      await vi.waitFor(
        async () => {
          const run = (await recentRuns(agent)).find((r) => r.name === 'database-maintenance');
          expect(run?.state).toBe('completed');
          // The admin's history shows what the run answered: how long it took.
          expect(JSON.parse(String(run?.output))).toEqual({ ms: expect.any(Number) });
        },
        { timeout: 30_000, interval: 200 },
      );
    },
  );

  it('is for admins only', async () => {
    const { agent } = await newCandidate(t);
    expect((await agent.get('/api/admin/background-jobs')).statusCode).toBe(403);
    expect((await agent.post('/api/admin/background-jobs/mail-relay/run')).statusCode).toBe(403);
  });
});
