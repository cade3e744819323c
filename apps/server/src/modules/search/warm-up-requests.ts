import { searchPaths } from '@opencareers/contracts/search-paths';
import type { FastifyInstance } from 'fastify';
import { TenantService } from '../tenants/service.ts';
import type { IndexedPosition } from './indexed-position.ts';

/** Rounds over the paths: V8 optimises a function after it has run a few times. */
const rounds = 3;

/**
 * The paths a visitor's first minutes go through, built from the default site's own jobs: the
 * careers page, a search page, a job page, searches of every shape (words, a misspelling, a
 * place with a distance sort, filters, paging) and both kinds of suggestion. The words are a
 * whole job title, so no visitor's search is answered from what this leaves in the cache.
 */
export function warmUpPaths(sample: IndexedPosition): string[] {
  const title = encodeURIComponent(sample.title);
  const word = sample.title.split(/\s+/).find((w) => w.length > 3) ?? sample.title;
  const place = sample.locations[0]?.city ?? '';
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    '/careers',
    `/careers/search?query=${title}`,
    `/careers/job/${encodeURIComponent(sample.id)}`,
    `${searchPaths.search}?${q({ query: sample.title, sort_by: 'newest', start: '10' })}`,
    `${searchPaths.search}?${q({ query: `${sample.title}x`, filter_seniority: sample.seniority })}`,
    `${searchPaths.search}?${q({ query: sample.title, location: place, sort_by: 'distance' })}`,
    `${searchPaths.search}?${q({ query: sample.title, location: 'remote', filter_work_place: sample.workPlace })}`,
    `${searchPaths.search}?${q({ query: sample.title, filter_department: sample.department, filter_date_posted: '30' })}`,
    `${searchPaths.autocomplete}?${q({ term: word.slice(0, 3) })}`,
    `${searchPaths.autocomplete}?${q({ type: 'location', term: place.slice(0, 3) })}`,
  ];
}

/**
 * Sends those paths through the whole request path once the search indexes are built, before
 * visitors come: the engine is warmed with the index (warm-up.ts), but the rest of a request
 * (hooks, server rendering, the answer's JSON and compression) was compiled on the first
 * visitors' requests. Measured at 100,000 jobs on a fresh server: the careers page's first
 * server render took 630 ms, and is now done here (about a second in all, three rounds); the
 * first 120 searches had p95 40–44 ms without this and 28–35 ms with it (a minute later,
 * 15–25 ms: the rest is V8 settling its heap after start). Failures are logged, never thrown:
 * a server that could not warm up still serves. Answers each request's status.
 */
export async function warmUpRequests(app: FastifyInstance): Promise<{ url: string; status: number }[]> {
  const started = performance.now();
  const answered: { url: string; status: number }[] = [];
  try {
    // The tenant service is decorated inside the API's scope; the warm-up runs from the root.
    const tenant = await new TenantService(app.db).defaultTenant();
    if (!tenant) return answered;
    const index = await app.searchIndex.forTenant(tenant.id);
    const sample = index.docs.find((d) => d !== null);
    if (!sample) return answered;
    for (let round = 0; round < rounds; round++)
      for (const url of warmUpPaths(sample)) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        answered.push({ url, status: res.statusCode });
        if (res.statusCode >= 400)
          app.log.warn({ url, status: res.statusCode }, 'a warm-up request was not answered');
      }
    app.log.info({ ms: Math.round(performance.now() - started) }, 'request paths warmed up');
  } catch (err) {
    app.log.warn({ err }, 'warming up the request paths failed');
  }
  return answered;
}
