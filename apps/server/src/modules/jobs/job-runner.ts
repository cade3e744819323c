import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { QueueConnection } from '../../db/client.ts';

/** A piece of background work that runs every `everyMs`, once across all processes. */
export interface RecurringJob {
  /** The pg-boss queue name: letters, digits, dashes. */
  name: string;
  everyMs: number;
  /** The first run of this process is sent after this delay (default: everyMs). */
  firstDelayMs?: number;
  /** Tries after a failed run (the job's own retries, with exponential backoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run still going after this is failed (and retried). */
  expireInSeconds?: number;
  /** The work; what it answers is kept as the run's output (the admin's history shows it). */
  run(job: { id: string; retryCount: number }): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** How often an idle worker asks for work (seconds, at least 0.5). */
  pollSeconds?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Told after each scheduled send: the new job's id, or null when the period's run existed. */
  onQueued?: (name: string, id: string | null) => void;
}

/** The schema pg-boss keeps its tables in. */
export const jobSchema = 'pgboss';

/**
 * Background work on pg-boss (issue 13). Every process runs the same runner; each job runs
 * once per period across all of them:
 *
 * - Every process sends the job on its own timer, throttled with `singletonSeconds` = the
 *   period: pg-boss's unique index on (queue, time slot) keeps one job per slot, however many
 *   processes send it (a cron schedule would do the same, but only to the minute).
 * - Queues use the `stately` policy: at most one run queued and one active, so a slow run is
 *   never stacked on and a backlog after a pause collapses into one run.
 * - Workers fetch with SKIP LOCKED, so one process takes each job. A failed run is retried with
 *   exponential backoff; every run stays in pgboss.job / pgboss.archive (the admin's history).
 */
export class JobRunner {
  private readonly jobs = new Map<string, RecurringJob>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly sending = new Set<Promise<void>>();
  private readonly workers = new Map<string, string>();
  private boss: PgBoss | undefined;

  constructor(
    private readonly connection: QueueConnection,
    private readonly opts: JobRunnerOptions = {},
  ) {}

  define(job: RecurringJob): void {
    if (this.boss) throw new Error('define jobs before start()');
    this.jobs.set(job.name, job);
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Each defined job's name and period, in the order they were defined. */
  get schedules(): { name: string; everyMs: number }[] {
    return [...this.jobs.values()].map((j) => ({ name: j.name, everyMs: j.everyMs }));
  }

  /** Whether this process runs the jobs (JOB_RUNNER). */
  get started(): boolean {
    return this.boss !== undefined;
  }

  async start(): Promise<void> {
    const longest = Math.max(60, ...[...this.jobs.values()].map((j) => Math.ceil(j.everyMs / 1000)));
    const boss = new PgBoss({
      ...this.connection,
      schema: jobSchema,
      // Our own timers send the jobs; pg-boss's cron monitor is not needed.
      schedule: false,
      supervise: true,
      // Completed runs stay in the job table at least one period (the throttle slot must outlive
      // it), then in the archive for the history; both are cleaned by pg-boss's maintenance.
      archiveCompletedAfterSeconds: Math.max(12 * 60 * 60, longest * 2),
      deleteAfterDays: 7,
      ...('connectionString' in this.connection ? { max: 3 } : {}),
    });
    boss.on('error', (err) => this.opts.log?.warn({ err }, 'job runner error'));
    await boss.start();
    this.boss = boss;
    for (const job of this.jobs.values()) {
      await createQueueOnce(boss, job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      });
      const id = await boss.work(
        job.name,
        { pollingIntervalSeconds: this.opts.pollSeconds ?? 2, includeMetadata: true },
        async ([run]) => {
          const result = await job.run({ id: run!.id, retryCount: run!.retryCount });
          return result === undefined ? null : result;
        },
      );
      this.workers.set(job.name, id);
    }
    for (const job of this.jobs.values()) {
      const tick = () => {
        const sending = this.tick(job.name).then((id) => this.opts.onQueued?.(job.name, id));
        this.sending.add(sending);
        void sending.finally(() => this.sending.delete(sending));
      };
      const first = setTimeout(tick, job.firstDelayMs ?? job.everyMs);
      const every = setInterval(tick, job.everyMs);
      first.unref();
      every.unref();
      this.timers.push(first, every);
    }
  }

  /**
   * Sends this period's run of `name`, unless some process already did: answers the job id,
   * or null when this slot's (or a queued) run exists.
   */
  async tick(name: string): Promise<string | null> {
    const job = this.jobs.get(name);
    if (!job || !this.boss) return null;
    try {
      return await this.boss.send(
        name,
        {},
        { singletonSeconds: Math.max(1, Math.round(job.everyMs / 1000)) },
      );
    } catch (err) {
      this.opts.log?.warn({ err, job: name }, 'job could not be queued');
      return null;
    }
  }

  /** Asks for a run now (e.g. the mail relay after an admin's retry), besides the schedule. */
  nudge(name: string): void {
    const boss = this.boss;
    const worker = this.workers.get(name);
    if (!boss || !worker) return;
    void boss
      .send(name, { nudged: true })
      .then(() => boss.notifyWorker(worker))
      .catch((err: unknown) => this.opts.log?.warn({ err, job: name }, 'job could not be nudged'));
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
    // A send already on its way finishes first: its run is then either queued and reported,
    // or not queued at all, never queued behind a closed connection.
    await Promise.allSettled([...this.sending]);
    const boss = this.boss;
    this.boss = undefined;
    // Lets a running job finish (up to 10 s) before the database closes.
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/**
 * Creates a queue unless it exists. Servers starting together each create the same queues, and
 * pg-boss's create_queue (an insert plus a partition table) can deadlock between them
 * (PostgreSQL picks one to fail with 40P01): the loser tries again once the winner has
 * committed, when the insert finds the row and does nothing.
 */
async function createQueueOnce(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      const race = code === '40P01' || code === '23505' || code === '42P07';
      if (!race || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
