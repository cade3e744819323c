import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { recentJobRuns } from './job-history.ts';
import { JobRunner } from './job-runner.ts';

/*
 * The job runner on the test database: the embedded PGlite by default (through the adapter in
 * pglite-queue-db.ts), or PostgreSQL with TEST_DB=postgres.
 */
let database: Database;
let runner: JobRunner;
const runs: string[] = [];
let flakyTries = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  runner = new JobRunner(database.queue, { pollSeconds: 0.5 });
  runner.define({
    name: 'count-runs',
    everyMs: 3_600_000,
    run: async ({ id }) => {
      runs.push(id);
      return { counted: runs.length };
    },
  });
  runner.define({
    name: 'flaky',
    everyMs: 3_600_000,
    retryLimit: 2,
    retryDelaySeconds: 1,
    run: async () => {
      flakyTries++;
      if (flakyTries === 1) throw new Error('first try fails');
      return { tries: flakyTries };
    },
  });
  await runner.start();
}, 60_000);
afterAll(async () => {
  await runner.stop();
  await database.close();
});

describe('job runner', () => {
  it('queues one run per period however often it is ticked, and runs it once', async () => {
    const first = await runner.tick('count-runs');
    expect(first).toEqual(expect.any(String));
    // The same period again (from this or any other process): no second run.
    expect(await Promise.all([runner.tick('count-runs'), runner.tick('count-runs')])).toEqual([null, null]);
    await vi.waitFor(() => expect(runs).toEqual([first]), { timeout: 20_000, interval: 100 });
    await vi.waitFor(
      async () => {
        const [run] = await recentJobRuns(database.db, ['count-runs'], 10);
        expect(run).toMatchObject({
          id: first,
          name: 'count-runs',
          state: 'completed',
          output: '{"counted":1}',
        });
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('retries a failed run and keeps both tries in the history', async () => {
    const id = await runner.tick('flaky');
    await vi.waitFor(
      async () => {
        const [run] = await recentJobRuns(database.db, ['flaky'], 10);
        expect(run).toMatchObject({ id, state: 'completed', retryCount: 1, output: '{"tries":2}' });
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(flakyTries).toBe(2);
  });

  it('lists nothing for unknown jobs, and ticking one queues nothing', async () => {
    expect(await recentJobRuns(database.db, ['no-such-job'], 10)).toEqual([]);
    expect(await runner.tick('no-such-job')).toBeNull();
  });
});
