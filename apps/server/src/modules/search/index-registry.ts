import { gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { searchIndexChanges, tenants } from '../../db/schema/index.ts';
import { refreshSuggestions, warmSuggestions } from './autocomplete.ts';
import { loadOpenPositions, loadPositionsById } from './index-loader.ts';
import { keepLandingsReady } from './landing-ahead.ts';
import { PositionIndex } from './position-index.ts';
import { handOverLanding, prepareLanding } from './search-engine.ts';
import { warmUpSearch } from './warm-up.ts';

/** Rows a transaction that committed late may still add below the highest seq seen. */
const LOOKBACK = 1000;
const POLL_BATCH = 5000;
/** More changes than this for one tenant at once: reload the tenant instead. */
const REBUILD_OVER = 5000;
const PRUNE_EVERY = 120;

/**
 * Every tenant's search index in this process, built from the database at start and kept
 * fresh by polling the change log that the triggers write (migration
 * 0006_search_change_tracking). Any process may change
 * positions; every process sees the change within one poll interval.
 */
export class IndexRegistry {
  private readonly indexes = new Map<string, Promise<PositionIndex>>();
  /** The built indexes, for work done on all of them between requests. */
  private readonly built = new Map<string, PositionIndex>();
  private stopLandings: (() => void) | undefined;
  private high = 0;
  /** Changes up to here were in the database when the indexes were built. */
  private floor = 0;
  private readonly applied = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private polls = 0;
  private closed = false;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly opts: { pollMs: number; log?: FastifyBaseLogger },
  ) {}

  start(): Promise<void> {
    this.starting ??= this.doStart();
    return this.starting;
  }

  private async doStart(): Promise<void> {
    this.high = await this.maxSeq();
    this.floor = this.high;
    const rows = await this.database.db.select({ id: tenants.id }).from(tenants);
    await Promise.all(rows.map((t) => this.forTenant(t.id)));
    if (this.opts.pollMs > 0 && !this.closed) {
      this.timer = setInterval(() => {
        this.syncNow({ refreshSuggestions: false }).catch((err) =>
          this.opts.log?.error({ err }, 'search index sync failed'),
        );
      }, this.opts.pollMs);
      this.timer.unref();
      // Polling servers serve visitors; the tests that poll by hand need no clock work.
      this.stopLandings = keepLandingsReady(() => this.built.values(), this.opts.log);
    }
  }

  /** Stops polling and waits for work in flight, so nothing uses the database after it closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.stopLandings?.();
    await this.starting?.catch(() => {});
    await this.polling?.catch(() => {});
    await Promise.allSettled([...this.indexes.values()]);
  }

  /** The tenant's index, building it on first use (a tenant created after start). */
  forTenant(tenantId: string): Promise<PositionIndex> {
    let index = this.indexes.get(tenantId);
    if (!index) {
      index = this.build(tenantId);
      this.indexes.set(tenantId, index);
      index.catch(() => this.indexes.delete(tenantId));
    }
    return index;
  }

  /**
   * Applies every change recorded so far. The timer's poll leaves autocomplete counts to catch
   * up within a few seconds (rebuilding them on every poll would cost more than it shows); a
   * writer or test that calls this directly gets them refreshed too, so it reads its own writes.
   */
  async syncNow(opts: { refreshSuggestions?: boolean } = {}): Promise<void> {
    await this.starting;
    // A poll already running may have read the log before the caller's write: wait, then poll again.
    while (this.polling) await this.polling.catch(() => {});
    this.polling = this.poll().finally(() => {
      this.polling = undefined;
    });
    await this.polling;
    if (opts.refreshSuggestions !== false) {
      for (const index of await Promise.all(this.indexes.values())) refreshSuggestions(index);
    }
  }

  private async build(tenantId: string): Promise<PositionIndex> {
    const started = performance.now();
    const index = new PositionIndex();
    let batches = 0;
    for await (const batch of loadOpenPositions(this.database.db, tenantId)) {
      for (const p of batch) index.add(p);
      // Compacting now and then bounds the memory the growable posting lists take.
      if (++batches % 10 === 0) index.freeze();
    }
    index.freeze();
    warmSuggestions(index);
    warmUpSearch(index);
    this.built.set(tenantId, index);
    this.opts.log?.info(
      { tenantId, positions: index.live, ms: Math.round(performance.now() - started) },
      'search index built',
    );
    return index;
  }

  private async maxSeq(): Promise<number> {
    const [row] = await this.database.db
      .select({ max: sql<number | null>`max(${searchIndexChanges.seq})` })
      .from(searchIndexChanges);
    return Number(row?.max ?? 0);
  }

  private async poll(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const rows = await this.database.db
        .select()
        .from(searchIndexChanges)
        .where(gt(searchIndexChanges.seq, Math.max(this.floor, this.high - LOOKBACK)))
        .orderBy(searchIndexChanges.seq)
        .limit(POLL_BATCH);
      const fresh = rows.filter((r) => !this.applied.has(r.seq));
      const byTenant = new Map<string, Set<string>>();
      for (const r of fresh) {
        const set = byTenant.get(r.tenantId) ?? new Set<string>();
        set.add(r.positionId);
        byTenant.set(r.tenantId, set);
      }
      for (const [tenantId, ids] of byTenant) await this.apply(tenantId, [...ids]);
      for (const r of fresh) {
        this.applied.add(r.seq);
        if (r.seq > this.high) this.high = r.seq;
      }
      for (const seq of this.applied) if (seq <= this.high - LOOKBACK) this.applied.delete(seq);
      if (rows.length < POLL_BATCH || !fresh.length) break;
    }
    if (++this.polls % PRUNE_EVERY === 0) {
      await this.database.db
        .delete(searchIndexChanges)
        .where(lt(searchIndexChanges.changedAt, sql`now() - interval '10 minutes'`));
    }
  }

  private async apply(tenantId: string, ids: string[]): Promise<void> {
    const existing = this.indexes.get(tenantId);
    if (!existing) return; // built from scratch on first use, with these changes in it
    const index = await existing;
    if (ids.length > REBUILD_OVER || index.deadRatio() > 0.3) {
      const rebuilt = this.build(tenantId);
      const fresh = await rebuilt;
      handOverLanding(index, fresh);
      prepareLanding(fresh, Date.now());
      this.indexes.set(tenantId, rebuilt);
      return;
    }
    const { open, gone } = await loadPositionsById(this.database.db, tenantId, ids);
    for (const id of gone) index.remove(id);
    for (const p of open) index.add(p);
    // The change dropped the kept searches: the careers page's is worked out again here, not
    // by its next visitor.
    prepareLanding(index, Date.now());
  }
}
