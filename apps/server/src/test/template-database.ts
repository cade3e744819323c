import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import { TenantService } from '../modules/tenants/service.ts';

/** Which database the suite runs on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testServerUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Where the suite's template lives: a dumped PGlite data directory (a tar file), or a
 * database on the PostgreSQL server that each test file's database is copied from.
 */
export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * What every server test file starts from: the migrated schema, the demo tenant with five
 * positions (no demo offers, interviews or applications: tests opt in to those) and a
 * second tenant, other.example.
 */
async function seedTemplate(database: Database): Promise<void> {
  await seedDemoIfEmpty(database.db, { positions: 5, offers: false, interviews: false, applications: false });
  await new TenantService(database.db, 0).create({
    domain: 'other.example',
    name: 'Other Company',
    config: {},
  });
}

/**
 * Builds the template once per suite run (migrating and seeding take seconds, copying it
 * a fraction of that); the returned drop() removes it again.
 */
export async function buildTestTemplate(): Promise<{ template: TestTemplate; drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create();
    const database = pgliteDatabase(client);
    await migrateDatabase(database);
    await seedTemplate(database);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-test-template-'));
    const file = path.join(dir, 'pgdata.tar');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', file }, drop: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(testServerUrl(), 'oc_template');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await migrateDatabase(database, scratch.url);
      await seedTemplate(database);
    } finally {
      // A template must have no open connections while it is copied.
      await database.close();
    }
  } catch (err) {
    await scratch.drop();
    throw err;
  }
  return { template: { kind: 'postgres', name: scratch.name }, drop: scratch.drop };
}
