import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

const sharedBuffers = async (target: Parameters<typeof openDatabase>[0]) => {
  const database = await openDatabase(target);
  try {
    // The generic query builder types execute's rows as unknown (report-repository.ts does the same).
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
};

// The embedded database only; the PostgreSQL suite would only run the same PGlite again.
describe.skipIf(testDbKind() !== 'pglite')('the embedded database page cache', () => {
  it('is 32 MB unless configured (PostgreSQL would take 128 MB)', async () => {
    expect(await sharedBuffers({ kind: 'pglite', dataDir: null })).toBe('32MB');
  });

  it('is what PGLITE_SHARED_BUFFERS says', async () => {
    expect(await sharedBuffers({ kind: 'pglite', dataDir: null, sharedBuffers: '48MB' })).toBe('48MB');
  });
});
