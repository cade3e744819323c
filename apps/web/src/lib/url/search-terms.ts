export interface SearchTerms {
  query: string;
  location: string;
}

// search §2: a route-supplied query and location use hyphens and underscores for spaces.
const fromRoute = (value: string | undefined): string => (value ?? '').replace(/[-_]+/g, ' ').trim();

/** The search query and location, from the route (/careers/:query/:location) or the address. */
export function searchTermsFrom(params: Record<string, string | undefined>, search: string): SearchTerms {
  const address = new URLSearchParams(search);
  return {
    query: fromRoute(params.query) || (address.get('query') ?? '').trim(),
    location: fromRoute(params.location) || (address.get('location') ?? '').trim(),
  };
}
