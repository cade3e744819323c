import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../../db/scratch-database.ts';
import { testDbKind, testServerUrl } from '../../test/test-database.ts';

/*
 * Three processes on one PostgreSQL each run the job runner with the same job every second,
 * each sending every period's run on its own timer: every period runs exactly once.
 * (PGlite is one process by nature: this runs with TEST_DB=postgres, as CI does.)
 */
const script = path.join(import.meta.dirname, 'test-support/job-process.ts');
let scratch: { url: string; drop(): Promise<void> };
let client: pg.Client;

beforeAll(async () => {
  if (testDbKind() !== 'postgres') return;
  scratch = await createScratchDatabase(testServerUrl(), 'oc_jobs');
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query(
    'create table job_runs (job_id text not null, process text not null, at timestamptz default now())',
  );
});
afterAll(async () => {
  await client?.end();
  await scratch?.drop();
});

interface Proc {
  child: ChildProcess;
  out: string;
  err: string;
  code?: number | null;
  exited: Promise<number | null>;
}
function start(name: string): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: scratch.url, PROCESS_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    child,
    out: '',
    err: '',
    exited: new Promise((resolve) =>
      child.on('exit', (code) => {
        proc.code = code;
        resolve(code);
      }),
    ),
  };
  child.stdout!.on('data', (d: Buffer) => {
    proc.out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    proc.err += d.toString();
  });
  return proc;
}

describe.skipIf(testDbKind() !== 'postgres')('three processes, one PostgreSQL', () => {
  it('run each period of a job exactly once', async () => {
    const procs = ['a', 'b', 'c'].map(start);
    try {
      await vi.waitFor(
        () => {
          // A process that died while starting fails the test at once, with what it printed.
          const dead = procs.find((p) => p.code !== undefined && !p.out.includes('ready'));
          if (dead) throw new Error(`a process exited while starting (${dead.code}):\n${dead.err}`);
          expect(procs.every((p) => p.out.includes('ready'))).toBe(true);
        },
        {
          timeout: 60_000,
          interval: 200,
        },
      );
      // Let several periods pass while all three send every second.
      await vi.waitFor(
        async () => {
          const { rows } = await client.query('select count(*)::int as n from job_runs');
          expect(rows[0].n).toBeGreaterThanOrEqual(5);
        },
        { timeout: 60_000, interval: 250 },
      );
    } finally {
      for (const p of procs) p.child.kill('SIGTERM');
      await Promise.all(procs.map((p) => p.exited));
    }
    const stats = procs.map(
      (p) => JSON.parse(p.out.trim().split('\n').at(-1)!) as { sent: number; skipped: number },
    );

    const runs = (await client.query('select job_id, process from job_runs')).rows as { job_id: string }[];
    const jobs = (
      await client.query(
        `select id::text as id, state, singleton_on from pgboss.job where name = 'count-runs'
         union all select id::text, state, singleton_on from pgboss.archive where name = 'count-runs'`,
      )
    ).rows as { id: string; state: string; singleton_on: Date }[];

    // Each job ran once, and each period has one job, though every process sent every period.
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(runs.length);
    expect(new Set(jobs.map((j) => j.singleton_on.getTime())).size).toBe(jobs.length);
    const completed = jobs.filter((j) => j.state === 'completed').map((j) => j.id);
    expect(completed.length).toBeGreaterThanOrEqual(5);
    for (const id of completed) expect(runs.filter((r) => r.job_id === id)).toHaveLength(1);
    expect(stats.reduce((n, s) => n + s.sent, 0)).toBe(jobs.length);
    expect(stats.reduce((n, s) => n + s.skipped, 0)).toBeGreaterThan(0);
    expect(stats.every((s) => s.sent + s.skipped > 0)).toBe(true);
  }, 150_000);
});
