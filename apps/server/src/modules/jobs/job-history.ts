import type { BackgroundJobRun } from '@opencareers/contracts/background-jobs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobSchema } from './job-runner.ts';

interface RunRow {
  id: string;
  name: string;
  state: BackgroundJobRun['state'];
  retry_count: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** pg-boss keeps a failed run's error as {message, stack}; the list shows the message. */
function describeOutput(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message.slice(0, 500);
  return JSON.stringify(output).slice(0, 500);
}

/**
 * The latest runs of the named jobs, from pg-boss's tables: live ones in `job`, older ones in
 * `archive` (until pg-boss's maintenance deletes them). Empty before the runner first started.
 */
export async function recentJobRuns(db: Db, names: string[], limit: number): Promise<BackgroundJobRun[]> {
  if (!names.length) return [];
  // Both drivers answer execute() with { rows }.
  const exists = (await db.execute(
    sql`select to_regclass(${`${jobSchema}.archive`})::text as t`,
  )) as unknown as {
    rows: { t: string | null }[];
  };
  if (!exists.rows[0]?.t) return [];
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const cols = sql`id::text as id, name, state::text as state, retry_count, created_on, started_on, completed_on, output`;
  const result = (await db.execute(sql`
    select * from (
      select ${cols} from ${sql.identifier(jobSchema)}.job where name in (${list})
      union all
      select ${cols} from ${sql.identifier(jobSchema)}.archive where name in (${list})
    ) runs
    order by created_on desc
    limit ${limit}`)) as unknown as { rows: RunRow[] };
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    retryCount: Number(r.retry_count),
    createdAt: iso(r.created_on)!,
    startedAt: iso(r.started_on),
    completedAt: iso(r.completed_on),
    output: describeOutput(r.output),
  }));
}
