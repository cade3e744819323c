import type { SearchData, SearchQuery } from '@opencareers/contracts/search';
import { defaultCityRadiusKm, searchPageSize, sortOptions } from '@opencareers/contracts/search-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { personalizationState, presentMatch } from '../match/personalization.ts';
import { didYouMean, readableCorrections } from './did-you-mean.ts';
import { sortLabels } from './filter-labels.ts';
import { distanceKm, type GeoCity } from './gazetteer.ts';
import { localiseFacets, localiseResolved } from './localise-places.ts';
import { parseFilters } from './parse-filters.ts';
import { placeInQuery } from './place-in-query.ts';
import type { IndexedPlace, PositionIndex } from './position-index.ts';
import { presentPosition } from './present-position.ts';
import { type LocationConstraint, resolveLocation } from './resolve-location.ts';
import { type EngineRequest, type EngineResult, type MatchScorer, runSearch } from './search-engine.ts';
import { userFlagsFor } from './user-flags.ts';
import { searchVocabulary } from './vocabulary.ts';

export interface PreparedSearch {
  index: PositionIndex;
  result: EngineResult;
  /** The location the search applied (the map places each job by it). */
  location: LocationConstraint | null;
  /** The request the engine ran, for follow-up searches (did you mean). */
  request: EngineRequest;
  meta: Pick<SearchData['resultsMetaData'], 'resolvedLocation' | 'droppedFilters'> & {
    appliedFilters: SearchData['appliedFilters'];
  };
}

/** The tenant's places by whole degree of latitude and longitude, per index version. */
const placeCells = new WeakMap<PositionIndex, { version: number; cells: Map<string, IndexedPlace[]> }>();

/**
 * True for a city with one of the tenant's places within the default radius ("Londres" →
 * London when London has jobs). A grid of 1° cells keeps it to a few places per city at 100k jobs.
 */
const hasJobsNear = (index: PositionIndex) => {
  let grid = placeCells.get(index);
  if (grid?.version !== index.version) {
    const cells = new Map<string, IndexedPlace[]>();
    for (const p of index.places) {
      const key = `${Math.floor(p.lat)}:${Math.floor(p.lng)}`;
      const list = cells.get(key);
      if (list) list.push(p);
      else cells.set(key, [p]);
    }
    grid = { version: index.version, cells };
    placeCells.set(index, grid);
  }
  const { cells } = grid;
  return (city: GeoCity): boolean => {
    // 50 km is under half a degree of latitude; longitude degrees shrink towards the poles.
    const dLng = Math.min(180, Math.ceil(1 / Math.max(0.05, Math.cos((city.lat * Math.PI) / 180))));
    for (let a = Math.floor(city.lat) - 1; a <= Math.floor(city.lat) + 1; a++)
      for (let o = Math.floor(city.lng) - dLng; o <= Math.floor(city.lng) + dLng; o++) {
        const lng = ((((o + 180) % 360) + 360) % 360) - 180;
        for (const p of cells.get(`${a}:${lng}`) ?? [])
          if (distanceKm(city.lat, city.lng, p.lat, p.lng) <= defaultCityRadiusKm) return true;
      }
    return false;
  };
};

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
  const index = await app.searchIndex.forTenant(request.tenant.id);
  const prefer = hasJobsNear(index);
  // A place typed among the keywords, with no location given, is the search's location.
  const typed =
    !q.location?.trim() && q.query?.trim()
      ? placeInQuery(q.query, {
          city: prefer,
          country: (code) => index.places.some((p) => p.countryCode === code),
        })
      : null;
  const text = typed ? typed.rest : (q.query ?? '');
  const location = resolveLocation(typed ? { location: typed.location } : q, prefer);
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
  const engineRequest: EngineRequest = {
    query: text,
    location: location?.constraint ?? null,
    filters,
    configured: searchConfig.filters,
    sort: q.sort_by ?? searchConfig.defaultSort,
    start: q.start,
    num: q.num ?? searchPageSize,
    now: Date.now(),
    matchScorer,
    // The tenant's groups are read from its configuration on every search, so a published
    // change applies to the next one.
    vocabulary: searchVocabulary(searchConfig.synonyms),
  };
  const result = runSearch(index, engineRequest, keepAll);
  if (location?.resolved && filters.distance && location.resolved.radiusKm !== null)
    location.resolved.radiusKm = Number(filters.distance[0]);
  return {
    index,
    result,
    location: location?.constraint ?? null,
    request: engineRequest,
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
  const {
    index,
    result,
    meta,
    request: engineRequest,
  } = await prepareSearch(app, request, q, false, personalization?.scorer);
  const docs = result.page.map((d) => index.docs[d]!);
  const flags = await userFlagsFor(
    app,
    request,
    docs.map((p) => p.id),
  );
  const config = request.tenant.config;
  const isLoggedIn = !!(await request.currentUser());
  const num = q.num ?? searchPageSize;
  // Places are named in the reader's language here, not in the index (one index for every language).
  const places = placeNames(await readerLocale(request));
  return {
    count: result.total,
    positions: result.page.map((d, i) => {
      const listed = presentPosition(docs[i]!, flags, places, result.distances.get(d) ?? null);
      if (!personalization) return listed;
      const { scorer, strongMatchThreshold } = personalization;
      return { ...listed, match: presentMatch(scorer.score(d), strongMatchThreshold) };
    }),
    filterDef: { allFilters: localiseFacets(result.facets, index, places) },
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
      resolvedLocation: localiseResolved(meta.resolvedLocation, places),
      corrections: readableCorrections(index, result.corrections),
      didYouMean: didYouMean(index, engineRequest, result.total),
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
