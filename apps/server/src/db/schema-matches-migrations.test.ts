import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testServerUrl } from '../test/template-database.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { type Database, openDatabase, pgliteDatabase } from './client.ts';
import * as schema from './schema/index.ts';
import { createScratchDatabase } from './scratch-database.ts';

const migrations = path.join(import.meta.dirname, 'migrations');

// biome-ignore lint/suspicious/noExplicitAny: drizzle-kit snapshots are untyped JSON here
type Snapshot = any;
const readJson = async (file: string): Promise<Snapshot> => JSON.parse(await fs.readFile(file, 'utf8'));

/** The schema snapshot drizzle-kit stored with the newest migration. */
async function latestSnapshot(): Promise<Snapshot> {
  const journal = await readJson(path.join(migrations, 'meta/_journal.json'));
  const last = String(journal.entries.at(-1).idx).padStart(4, '0');
  return readJson(path.join(migrations, 'meta', `${last}_snapshot.json`));
}

/** A database built from the schema alone: the statements drizzle-kit generates for it, on an empty database. */
async function openSchemaOnlyDatabase(): Promise<Database> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  let database: Database;
  let drop = async () => {};
  if (inject('testTemplate').kind === 'pglite') database = pgliteDatabase(await PGlite.create());
  else {
    const scratch = await createScratchDatabase(testServerUrl(), 'oc_test');
    drop = scratch.drop;
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
  }
  for (const statement of statements.flatMap((s) => s.split('--> statement-breakpoint'))) {
    await database.execRaw(statement);
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

const rowsOf = (result: unknown) =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as Record<
    string,
    unknown
  >[];

/**
 * The public schema as PostgreSQL itself renders it: columns, constraints, indexes and
 * enums (not the functions and triggers of hand-written migrations: checked apart).
 * Sorted by name, so that a column added by a later migration compares equal.
 */
async function describeDatabase(database: Database) {
  const query = async (text: string) => rowsOf(await database.db.execute(sql.raw(text)));
  return {
    columns: await query(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
        character_maximum_length, numeric_precision, is_identity
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`),
    constraints:
      await query(`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    indexes: await query(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
    ),
    enums: await query(`SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY 1 ORDER BY 1`),
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the Drizzle schema and the migrations', () => {
  it('agree: drizzle-kit generate would write no new migration', async () => {
    const latest = await latestSnapshot();
    // Run `npm run db:generate -w @opencareers/server` when this lists statements.
    expect(await generateMigration(latest, generateDrizzleJson(schema, latest.id))).toEqual([]);
  });

  it('produce the same database: the migrations build what the schema alone builds', async () => {
    const fromSchema = await openSchemaOnlyDatabase();
    try {
      const expected = await describeDatabase(fromSchema);
      expect(expected.columns.length).toBeGreaterThan(50);
      expect(await describeDatabase(database)).toEqual(expected);
    } finally {
      await fromSchema.close();
    }
    // Builds one more database from nothing (PGlite's initdb is the slow part).
  }, 300_000);

  it('include the search triggers (change tracking, stale search text), so start-up needs no DDL', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`),
    );
    expect(rows.map((r) => r.tgname)).toEqual([
      'search_text_stale',
      'search_track_position_locations',
      'search_track_positions',
    ]);
  });
});
