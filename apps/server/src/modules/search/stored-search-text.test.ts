import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, searchIndexChanges } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';
import { DERIVED_TEXT_VERSION, deriveSearchText } from './derived-text.ts';
import { testPositions } from './test-positions.ts';

/*
 * The description's search text is stored with the job (migration 0034) and read by the index
 * instead of the description. These tests hold the ways it can go stale to account: a plain SQL
 * change of the description, and text stored by an older tokeniser.
 */
let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_POLL_MS: '50' });
  tenantId = (await new TenantService(t.database.db, 0).defaultTenant())!.id;
  await positionRepository.upsertMany(t.database.db, tenantId, testPositions());
});
afterAll(() => t?.close());

const row = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.externalId, externalId)))
  )[0]!;
const search = async (query: string) =>
  (await t.app.inject({ url: '/api/pcsx/search', query: { query } })).json().data as {
    count: number;
    positions: { id: string; snippet: string }[];
  };
const changesOf = async (positionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(searchIndexChanges)
      .where(eq(searchIndexChanges.positionId, positionId))
  )[0]!.n;

describe('the search text stored with each job', () => {
  it('is stored when jobs are imported, as the description gives it', async () => {
    for (const p of testPositions()) {
      const r = await row(p.externalId);
      expect(r.searchTextVersion).toBe(DERIVED_TEXT_VERSION);
      const expected = deriveSearchText(r.descriptionHtml);
      expect(r.searchTerms).toBe(expected.searchTerms);
      expect(r.searchSnippet).toBe(expected.searchSnippet);
    }
  });

  it('is what the index reads: a card shows the stored snippet', async () => {
    const r = await row('T-1');
    await t.database.db
      .update(positions)
      .set({ searchSnippet: 'Stored snippet, read back.' })
      .where(eq(positions.id, r.id));
    await expect
      .poll(async () => (await search(r.title)).positions.find((p) => p.id === r.id)?.snippet, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe('Stored snippet, read back.');
  });

  it('is emptied when plain SQL changes the description, then worked out again and stored', async () => {
    const r = await row('T-2');
    const html = `${r.descriptionHtml}<p>Bring your zeppelinwrangler skills.</p>`;
    await t.database.db.update(positions).set({ descriptionHtml: html }).where(eq(positions.id, r.id));
    // The trigger emptied the text that belonged to the old description (before the index reads it back).
    await expect
      .poll(() => search('zeppelinwrangler').then((s) => s.count), { timeout: 10_000, interval: 50 })
      .toBe(1);
    const after = await row('T-2');
    expect(after.searchTextVersion).toBe(DERIVED_TEXT_VERSION);
    expect(after.searchTerms!.split(' ')).toContain('zeppelinwrangler');
    expect(after.searchTerms).toBe(deriveSearchText(html).searchTerms);
  });

  it('keeps the text a writer stored with a new description', async () => {
    const r = await row('T-3');
    const html = '<p>Entirely new words: quokka husbandry.</p>';
    await t.database.db
      .update(positions)
      .set({ descriptionHtml: html, ...deriveSearchText(html) })
      .where(eq(positions.id, r.id));
    const after = await row('T-3');
    expect(after.searchTerms).toBe(deriveSearchText(html).searchTerms);
    await expect.poll(() => search('quokka').then((s) => s.count), { timeout: 10_000, interval: 50 }).toBe(1);
  });

  it('is worked out again when stored by an older tokeniser, without counting as a change to the job', async () => {
    const r = await row('T-4');
    await t.database.db
      .update(positions)
      .set({ searchTextVersion: DERIVED_TEXT_VERSION - 1, searchTerms: 'stalewordonly' })
      .where(eq(positions.id, r.id));
    const changesAfterEdit = await changesOf(r.id);
    await expect
      .poll(async () => (await row('T-4')).searchTextVersion, { timeout: 10_000, interval: 50 })
      .toBe(DERIVED_TEXT_VERSION);
    expect((await row('T-4')).searchTerms).toBe(deriveSearchText(r.descriptionHtml).searchTerms);
    expect((await search('stalewordonly')).count).toBe(0);
    // Storing it again is not a change to index: a few polls later there is no new change row.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await changesOf(r.id)).toBe(changesAfterEdit);
  });

  it('is worked out again for every job of a database migrated from before it was stored', async () => {
    const all = await search('');
    // What migration 0034 leaves: the columns empty on every row.
    await t.database.db
      .update(positions)
      .set({ searchSnippet: null, searchTerms: null, searchTextVersion: null })
      .where(eq(positions.tenantId, tenantId));
    const unset = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(positions)
          .where(
            and(
              eq(positions.tenantId, tenantId),
              sql`search_text_version is distinct from ${DERIVED_TEXT_VERSION}`,
            ),
          )
      )[0]!.n;
    // Only open, listed jobs are indexed (and so stored); the rest are worked out when they open.
    const unlisted = (
      await t.database.db
        .select({ n: count() })
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), sql`(status <> 'open' or is_private)`))
    )[0]!.n;
    await expect.poll(unset, { timeout: 20_000, interval: 100 }).toBe(unlisted);
    expect((await search('')).count).toBe(all.count);
    expect((await search('kubernetes')).count).toBeGreaterThan(0);
  });

  it('marks only the loader’s own transaction as search text only', async () => {
    const r = await row('T-1');
    const before = await changesOf(r.id);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('oc.search_text_only', 'on', true)`);
      await tx.update(positions).set({ searchSnippet: 'marked' }).where(eq(positions.id, r.id));
    });
    expect(await changesOf(r.id)).toBe(before);
    // Outside that transaction the setting is gone: the next change is tracked again.
    await t.database.db.update(positions).set({ title: r.title }).where(eq(positions.id, r.id));
    expect(await changesOf(r.id)).toBe(before + 1);
  });
});
