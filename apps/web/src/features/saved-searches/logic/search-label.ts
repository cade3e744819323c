import type { TFunction } from 'i18next';

export interface SearchLabelParts {
  query: string;
  location: string;
  filterCount: number;
}

/** Names a saved search in the reader's language: "designer in Berlin (+2 filters)". */
export function searchLabel(t: TFunction, p: SearchLabelParts): string {
  const base = p.query.trim() || t('savedSearches.label.allJobs');
  const where = p.location.trim() ? t('savedSearches.label.in', { base, location: p.location.trim() }) : base;
  return p.filterCount > 0
    ? t('savedSearches.label.withFilters', { label: where, count: p.filterCount })
    : where;
}

/** How many filter values a saved search has selected. */
export const filterCount = (filters: Record<string, readonly string[]>): number =>
  Object.values(filters).reduce((n, v) => n + v.length, 0);
