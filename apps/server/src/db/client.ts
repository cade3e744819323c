import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { defaultPgliteSharedBuffers } from '../config.ts';
import { pgliteQueueDb, type QueueDb } from '../modules/jobs/pglite-queue-db.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give the same PostgreSQL query builder; code never asks which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one statement on a single connection; used for advisory locks and health checks. */
  execRaw(sql: string): Promise<void>;
  /** How the job runner (pg-boss) reaches this database: see modules/jobs/pglite-queue-db.ts. */
  queue: QueueConnection;
  close(): Promise<void>;
}

/** pg-boss opens its own small pool on PostgreSQL; on PGlite it shares the one connection. */
export type QueueConnection = { connectionString: string } | { db: QueueDb };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null; sharedBuffers?: string };

const pgliteOptions = (sharedBuffers = defaultPgliteSharedBuffers) => ({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server drops (restart, failover, admin termination) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it on
    // the next query, so noting it is enough.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL dropped an idle connection: ${err.message}`);
    });
    // Fail fast with a clear message rather than on the first request.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      execRaw: async (sql) => {
        await pool.query(sql);
      },
      queue: { connectionString: target.url },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) await fs.mkdir(target.dataDir, { recursive: true });
  const options = pgliteOptions(target.sharedBuffers);
  return pgliteDatabase(
    target.dataDir ? await PGlite.create(target.dataDir, options) : await PGlite.create(options),
  );
}

/** A Database over an open PGlite (tests also open one from a dumped data directory). */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    execRaw: async (sql) => {
      await client.exec(sql);
    },
    queue: { db: pgliteQueueDb(client) },
    close: () => client.close(),
  };
}
