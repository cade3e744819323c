import { autocompleteResponseSchema } from '@opencareers/contracts/autocomplete';
import { offerPaths } from '@opencareers/contracts/offers-paths';
import { searchPaths } from '@opencareers/contracts/search-paths';
import { type FormServices, FormServicesProvider } from '@opencareers/forms/react/form-services';
import type { ReactNode } from 'react';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cachedGet } from '../../../lib/api/cached-get.ts';
import { memoFetch } from '../../../lib/api/memo-fetch.ts';

// One memo for the whole app: every form on every page shares answers for 5 minutes (§7).
const memoGet = memoFetch((url: string) => apiRequest<unknown>(url));

/** The stored copy belongs to one site and tenant; the same path on another tenant is another list. */
const cacheKey = (url: string) => {
  const domain = new URLSearchParams(window.location.search).get('domain') ?? '';
  return `forms:${window.location.host}:${domain}:${url}`;
};

/**
 * Skills for the skill selector: the search box's own suggestions (GET /api/pcsx/autocomplete),
 * skills only, so candidates see the names the tenant's jobs use.
 */
const memoSkills = memoFetch(async (term: string) => {
  const answer = await apiRequest(searchPaths.autocomplete, {
    query: { term, type: 'query', limit: 20 },
    schema: autocompleteResponseSchema,
  });
  return answer.data.results.filter((r) => r.kind === 'skill').map((r) => r.label);
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An esignForm naming only a document id signs with the offers' own widget (GET
 * /api/offer/esign), which posts ESIGN/REJECT to the origin given as `hosted`: this page's.
 * The widget signs offer documents, so it serves only the candidate the offer was made to.
 */
export function esignWidgetUrl(wid: string): string | undefined {
  // Offer documents are named by UUID; any other wid is meant for another widget host.
  if (!uuid.test(wid)) return undefined;
  const here = new URL(window.location.href);
  const url = new URL(offerPaths.esignPage, here.origin);
  url.searchParams.set('wid', wid);
  url.searchParams.set('hosted', here.origin);
  const domain = here.searchParams.get('domain');
  if (domain) url.searchParams.set('domain', domain);
  return url.toString();
}

export const webFormServices: FormServices = {
  // §7: the cached GET (3600 s, served at once and refreshed behind) over the 5-minute memo,
  // through the API client so the anti-forgery header and debug parameter go along.
  getJson: (url) => cachedGet(cacheKey(url), () => memoGet([url])),
  searchSkills: (term) => memoSkills([term.toLowerCase()]),
  esignWidgetUrl,
};

/** Gives every form below the app's data services. */
export function WebFormServices({ children }: { children: ReactNode }) {
  return <FormServicesProvider services={webFormServices}>{children}</FormServicesProvider>;
}
