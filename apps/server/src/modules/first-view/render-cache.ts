import { createHash } from 'node:crypto';
import type { BootData } from '@opencareers/contracts/boot';
import type { FirstViewRenderResult } from '@opencareers/contracts/first-view-data';
import type { PositionIndex } from '../search/position-index.ts';

/** How long a rendered page is reused at most: dates ("posted 2 days ago") and closings move. */
export const renderCacheMs = 20_000;
/** Pages kept per index at most (each a few hundred KB of markup and data at worst). */
const maxEntries = 200;

interface Entry {
  result: FirstViewRenderResult;
  at: number;
}
interface Slot {
  version: number;
  entries: Map<string, Entry>;
}

/**
 * Server-rendered first views of logged-out visitors, reused for a short time (issue 17 item 3:
 * a render costs 40–60 ms of processor time; the same /careers or search page is asked for again
 * and again). A page is kept per address, locale and site settings (the boot's config, hashed:
 * a published settings change is a new key), and per search index version: any job added,
 * changed or closed moves the version and drops every page of that tenant. Signed-in visitors'
 * pages (saved jobs, applications) are never kept.
 */
export class RenderCache {
  private readonly slots = new WeakMap<PositionIndex, Slot>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The key of a page, or null when it must not be kept (a signed-in visitor). */
  static keyOf(url: string, requestedLocales: readonly string[], boot: BootData): string | null {
    if (boot.user.isLoggedIn) return null;
    const settings = createHash('sha256').update(JSON.stringify(boot.config)).digest('base64url');
    return `${url}\n${requestedLocales.join(',')}\n${settings}`;
  }

  /** The kept render, handed to this request: its boot (own CSRF token) and answers dated now. */
  get(index: PositionIndex, key: string, boot: BootData): FirstViewRenderResult | null {
    const slot = this.slotOf(index);
    const entry = slot.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.at > renderCacheMs) {
      slot.entries.delete(key);
      return null;
    }
    // The answers are still the server's (no job changed since), so the app need not ask again:
    // dated now, or it would refetch what it considers stale (staleTime) on hydration.
    const queries = entry.result.data.queries as { queries: { state: { dataUpdatedAt: number } }[] };
    const fresh = {
      ...queries,
      queries: queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: this.now() } })),
    };
    return {
      ...entry.result,
      data: { ...entry.result.data, boot, queries: fresh as typeof entry.result.data.queries },
      renderMs: 0,
      renderCpuMs: 0,
    };
  }

  set(index: PositionIndex, key: string, result: FirstViewRenderResult): void {
    const slot = this.slotOf(index);
    slot.entries.set(key, { result, at: this.now() });
    // Oldest first (a Map keeps insertion order).
    for (const old of slot.entries.keys()) {
      if (slot.entries.size <= maxEntries) break;
      slot.entries.delete(old);
    }
  }

  private slotOf(index: PositionIndex): Slot {
    let slot = this.slots.get(index);
    if (!slot || slot.version !== index.version) {
      slot = { version: index.version, entries: new Map() };
      this.slots.set(index, slot);
    }
    return slot;
  }
}
