import type { PageId } from '@opencareers/contracts/page-ids';
import type { SearchTerms } from '../../../lib/url/search-terms.ts';

export interface PageTitleInput {
  pageId: PageId | undefined;
  configuredTitles: Partial<Record<PageId, string>>;
  searchTerms: SearchTerms;
  positionName: string | null;
  companyName: string;
  /** A title the page asked for (e.g. 'job search with maps'), after a configured one. */
  pageOverride?: string | null;
}

/** The localised title patterns, passed in so this stays a pure function. */
export interface PageTitleTexts {
  queryAtLocation: (query: string, location: string) => string;
  positionAtCompany: (position: string, companyName: string) => string;
  careersAt: (companyName: string) => string;
}

/**
 * The document title, first match wins (spec shell §2 "Page title"): a per-page configured
 * title; a title the page asked for (the map view's, shell §2); the query at the location (search page only); position name | company; Careers at
 * company. A query without a location titles the page with the query alone.
 */
export function resolvePageTitle(input: PageTitleInput, texts: PageTitleTexts): string {
  const configured = input.pageId ? input.configuredTitles[input.pageId]?.trim() : undefined;
  if (configured) return configured;
  if (input.pageOverride) return input.pageOverride;
  const { query, location } = input.searchTerms;
  if (input.pageId === 'jobs' && query) return location ? texts.queryAtLocation(query, location) : query;
  if (input.positionName) return texts.positionAtCompany(input.positionName, input.companyName);
  return texts.careersAt(input.companyName);
}
