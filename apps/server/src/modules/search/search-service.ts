import type { SearchData, SearchQuery } from '@opencareers/contracts/search';
import { searchPageSize, sortOptions } from '@opencareers/contracts/search-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personalizationState, presentMatch } from '../match/personalization.ts';
import { sortLabels } from './filter-labels.ts';
import { parseFilters } from './parse-filters.ts';
import type { PositionIndex } from './position-index.ts';
import { presentPosition } from './present-position.ts';
import { resolveLocation } from './resolve-location.ts';
import { type EngineResult, type MatchScorer, runSearch } from './search-engine.ts';
import { userFlagsFor } from './user-flags.ts';

export interface PreparedSearch {
  index: PositionIndex;
  result: EngineResult;
  meta: Pick<SearchData['resultsMetaData'], 'resolvedLocation' | 'droppedFilters'> & {
    appliedFilters: SearchData['appliedFilters'];
  };
}

/** Parses the search parameters against the tenant's configuration and runs the search. */
export async function prepareSearch(
  app: FastifyInstance,
  // Only the tenant is read, so work outside a request (saved-search alerts) can search too.
  request: Pick<FastifyRequest, 'tenant'>,
  q: SearchQuery,
  keepAll = false,
  /** The logged-in candidate's scorer, for the best_match sort. */
  matchScorer?: MatchScorer,
): Promise<PreparedSearch> {
  const config = request.tenant.config;
  const searchConfig = config.pcsxConfig.searchConfig;
  const { filters, dropped } = parseFilters(
    q as Record<string, unknown>,
    searchConfig.filters,
    config.behaviourFlags.enableCommaInFilterValues,
  );
  const location = resolveLocation(q);
  // Map Location means the marker's own place unless a distance was chosen (spec search §4).
  if (
    location?.resolved.label === 'Map Location' &&
    !filters.distance &&
    searchConfig.filters.includes('distance')
  )
    filters.distance = ['0'];
  if (filters.distance && location?.constraint.kind !== 'point') {
    dropped.push('distance');
    delete filters.distance;
  }
  const index = await app.searchIndex.forTenant(request.tenant.id);
  const result = runSearch(
    index,
    {
      query: q.query ?? '',
      location: location?.constraint ?? null,
      filters,
      configured: searchConfig.filters,
      sort: q.sort_by ?? searchConfig.defaultSort,
      start: q.start,
      num: q.num ?? searchPageSize,
      now: Date.now(),
      matchScorer,
    },
    keepAll,
  );
  if (location?.resolved && filters.distance && location.resolved.radiusKm !== null)
    location.resolved.radiusKm = Number(filters.distance[0]);
  return {
    index,
    result,
    meta: {
      resolvedLocation: location?.resolved ?? null,
      droppedFilters: dropped,
      appliedFilters: filters as Record<string, string[]>,
    },
  };
}

/** GET /api/pcsx/search: the whole answer of spec shell §3. */
export async function search(
  app: FastifyInstance,
  request: FastifyRequest,
  q: SearchQuery,
): Promise<SearchData> {
  const started = performance.now();
  const { personalization } = await personalizationState(
    app,
    request,
    await app.searchIndex.forTenant(request.tenant.id),
  );
  const { index, result, meta } = await prepareSearch(app, request, q, false, personalization?.scorer);
  const docs = result.page.map((d) => index.docs[d]!);
  const flags = await userFlagsFor(
    app,
    request,
    docs.map((p) => p.id),
  );
  const config = request.tenant.config;
  const isLoggedIn = !!(await request.currentUser());
  const num = q.num ?? searchPageSize;
  return {
    count: result.total,
    positions: result.page.map((d, i) => {
      const listed = presentPosition(docs[i]!, flags, result.distances.get(d) ?? null);
      if (!personalization) return listed;
      const { scorer, strongMatchThreshold } = personalization;
      return { ...listed, match: presentMatch(scorer.score(d), strongMatchThreshold) };
    }),
    filterDef: { allFilters: result.facets },
    sortBy: {
      selected: result.sort,
      options: sortOptions
        .filter((s) => s !== 'distance' || meta.resolvedLocation?.lat != null)
        // Best match only for a candidate whose profile can be scored (docs/search.md).
        .filter((s) => s !== 'best_match' || personalization)
        .map((value) => ({ value, label: sortLabels[value] })),
    },
    appliedFilters: meta.appliedFilters,
    resultsMetaData: {
      start: q.start,
      num,
      query: q.query ?? '',
      location: q.location ?? '',
      resolvedLocation: meta.resolvedLocation,
      corrections: result.corrections,
      droppedFilters: meta.droppedFilters,
    },
    savedSearchMetadata: {
      enabled:
        config.notificationsConfig.savedSearchNotificationsEnabled &&
        config.loginSignupConfig.candidateLoginEnabled,
      isLoggedIn,
    },
    debug: {
      tookMs: Math.round((performance.now() - started) * 100) / 100,
      indexVersion: String(index.version),
      indexedPositions: index.live,
      matchedBeforeFilters: result.matchedBeforeFilters,
    },
  };
}
