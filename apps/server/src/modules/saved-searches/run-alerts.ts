import type { SearchQuery } from '@opencareers/contracts/search';
import type { FastifyInstance } from 'fastify';
import { candidateEvents } from '../notifications/candidate-events.ts';
import { prepareSearch } from '../search/search-service.ts';
import type { Tenant } from '../tenants/service.ts';
import { alertSettleMs, inWindow, matchWindow } from './match-window.ts';
import { savedSearchRepository } from './repository.ts';
import { criteriaOf, filterCount, type SavedSearchRow, searchLabel, searchUrl } from './saved-search-text.ts';

const pageSize = 200;

export interface AlertRunOptions {
  /** The tenant (with its current configuration) by id; null when it is gone. */
  loadTenant: (tenantId: string) => Promise<Tenant | null>;
  now?: number;
  settleMs?: number;
}

export interface AlertRunResult {
  checked: number;
  notified: number;
}

/** Job alerts are on where the site turned them on and candidates can log in (spec search §6). */
export const alertsEnabled = (tenant: Tenant): boolean =>
  tenant.config.notificationsConfig.savedSearchNotificationsEnabled &&
  tenant.config.loginSignupConfig.candidateLoginEnabled;

/**
 * Tells each candidate about the positions posted since their saved search was last checked
 * that match it, through the search the search page runs. The job runner runs it on one process
 * at a time; should two runs ever overlap, the notification's event key names the window's
 * start (the old watermark), so they store one notification, and the watermark moves by
 * compare-and-set.
 */
export async function runSavedSearchAlerts(
  app: FastifyInstance,
  opts: AlertRunOptions,
): Promise<AlertRunResult> {
  const now = opts.now ?? Date.now();
  const result: AlertRunResult = { checked: 0, notified: 0 };
  // This process's index must hold every change written so far before we look for new matches.
  await app.searchIndex.syncNow({ refreshSuggestions: false });
  for (const tenantId of await savedSearchRepository.tenantIdsWithSearches(app.db)) {
    const tenant = await opts.loadTenant(tenantId);
    if (!tenant || !alertsEnabled(tenant)) continue;
    let after: string | null = null;
    for (;;) {
      const page: SavedSearchRow[] = await savedSearchRepository.pageForTenant(
        app.db,
        tenantId,
        after,
        pageSize,
      );
      for (const saved of page) {
        const outcome = await checkOne(app, tenant, saved, now, opts.settleMs ?? alertSettleMs);
        if (outcome !== 'skipped') result.checked++;
        if (outcome === 'notified') result.notified++;
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1]!.id;
    }
  }
  return result;
}

async function checkOne(
  app: FastifyInstance,
  tenant: Tenant,
  saved: SavedSearchRow,
  now: number,
  settleMs: number,
): Promise<'skipped' | 'quiet' | 'notified'> {
  const from = saved.checkedUntil;
  const window = matchWindow(from.getTime(), now, settleMs);
  if (!window) return 'skipped';
  const c = criteriaOf(saved);
  const q: SearchQuery = {
    query: c.query,
    location: c.location,
    start: 0,
    num: 1,
    ...(c.sortBy ? { sort_by: c.sortBy } : {}),
    ...Object.fromEntries(Object.entries(c.filters).map(([name, values]) => [`filter_${name}`, values])),
  };
  const { index, result } = await prepareSearch(app, { tenant }, q, true);
  let fresh = 0;
  for (const d of result.all ?? []) {
    const doc = index.docs[d];
    if (doc && inWindow(window, doc.postedAt)) fresh++;
  }
  // The notification and the moved watermark are one transaction: a window is told exactly
  // when it is marked checked.
  const told = await app.db.transaction(async (tx) => {
    let created = false;
    if (fresh > 0) {
      ({ created } = await app.notifier.notify(
        tx,
        tenant.id,
        saved.userId,
        candidateEvents.savedSearchMatches({
          savedSearchId: saved.id,
          runKey: from.toISOString(),
          newCount: fresh,
          label: searchLabel(c),
          search: { query: c.query, location: c.location, filterCount: filterCount(c) },
          redirectUrl: searchUrl(c),
        }),
      ));
    }
    await savedSearchRepository.advance(tx, saved.id, from, new Date(window.to), fresh > 0);
    return created;
  });
  return told ? 'notified' : 'quiet';
}
