/*
 * One "server process" for job-runner-processes.test.ts: a JobRunner on DATABASE_URL with one
 * job, `count-runs`, every second, whose run records (job id, process) in job_runs. On SIGTERM
 * it stops gracefully and prints how many scheduled sends it made and how many found the
 * period's run already queued by another process.
 */
import pg from 'pg';
import { JobRunner } from '../job-runner.ts';

const url = process.env.DATABASE_URL!;
const me = process.env.PROCESS_NAME ?? String(process.pid);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const stats = { sent: 0, skipped: 0 };
const runner = new JobRunner(
  { connectionString: url },
  {
    pollSeconds: 0.5,
    onQueued: (_name, id) => {
      if (id) stats.sent++;
      else stats.skipped++;
    },
  },
);
runner.define({
  name: 'count-runs',
  everyMs: 1000,
  firstDelayMs: 0,
  run: async ({ id }) => {
    await pool.query('insert into job_runs (job_id, process) values ($1, $2)', [id, me]);
    return { by: me };
  },
});
await runner.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void (async () => {
    await runner.stop();
    await pool.end();
    process.stdout.write(`${JSON.stringify(stats)}\n`);
    process.exit(0);
  })();
});
