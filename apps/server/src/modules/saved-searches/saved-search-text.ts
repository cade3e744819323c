import type { SavedSearch } from '@opencareers/contracts/saved-searches';
import type { SortOption } from '@opencareers/contracts/search-constants';
import type { savedSearches } from '../../db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface SearchCriteria {
  query: string;
  location: string;
  filters: Record<string, string[]>;
  sortBy: SortOption | null;
}

/**
 * The same search, however it was typed: words and places compared case-insensitively,
 * filter names and values sorted. Two saves of one search share this, so the second changes nothing.
 */
export function fingerprint(c: SearchCriteria): string {
  const filters = Object.entries(c.filters)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => [name, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    c.query.trim().toLowerCase().replace(/\s+/g, ' '),
    c.location.trim().toLowerCase().replace(/\s+/g, ' '),
    filters,
    c.sortBy ?? '',
  ]);
}

/** Filter values kept once each, empty filters dropped, in the order the candidate chose them. */
export function cleanFilters(filters: Partial<Record<string, string[]>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(filters)) {
    const kept = [...new Set(values ?? [])];
    if (kept.length) out[name] = kept;
  }
  return out;
}

/** The search page's address for this search (spec search §2 parameters). */
export function searchUrl(c: SearchCriteria): string {
  const params = new URLSearchParams();
  if (c.query) params.set('query', c.query);
  if (c.location) params.set('location', c.location);
  if (c.sortBy) params.set('sort_by', c.sortBy);
  // By name, since the database (jsonb) does not keep the order filters were chosen in.
  for (const [name, values] of Object.entries(c.filters).sort(([a], [b]) => a.localeCompare(b))) {
    for (const value of values) params.append(`filter_${name}`, value);
  }
  const qs = params.toString();
  return qs ? `/careers/search?${qs}` : '/careers/search';
}

/** How many filter values the search has selected. */
export const filterCount = (c: Pick<SearchCriteria, 'filters'>): number =>
  Object.values(c.filters).reduce((n, v) => n + v.length, 0);

/**
 * English words that name the search: "designer in Berlin", "All jobs in remote (+2 filters)".
 * For emails; the web app words it in the candidate's language from query, location and filters.
 */
export function searchLabel(c: SearchCriteria): string {
  const selected = filterCount(c);
  const base = c.query || 'All jobs';
  const place = c.location ? ` in ${c.location}` : '';
  const more = selected ? ` (+${selected} ${selected === 1 ? 'filter' : 'filters'})` : '';
  return `${base}${place}${more}`;
}

export const criteriaOf = (row: SavedSearchRow): SearchCriteria => ({
  query: row.query,
  location: row.location,
  filters: row.filters,
  sortBy: (row.sortBy as SortOption | null) ?? null,
});

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const c = criteriaOf(row);
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    filters: row.filters,
    sort_by: c.sortBy,
    label: searchLabel(c),
    url: searchUrl(c),
    createdAt: row.createdAt.toISOString(),
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
  };
}
