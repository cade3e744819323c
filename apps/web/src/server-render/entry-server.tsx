import type { RenderFirstView } from '@opencareers/contracts/first-view-data';
import type { PositionDetailsData } from '@opencareers/contracts/position-details';
import type { SearchData } from '@opencareers/contracts/search';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../app/app-root.tsx';
import { routes } from '../app/routes.tsx';
import { positionDetailsQueryOptions } from '../features/positions/api/position-details.ts';
import { searchParams, searchQueryKey } from '../features/search/api/search-positions.ts';
import { parseSearchUrl } from '../features/search/logic/search-url-state.ts';
import { buildQueryString } from '../lib/api/query-string.ts';
import { bootQueryKey } from '../lib/boot/boot-query.ts';
import { startServerPageRender } from '../lib/hydration/server-page-phase.ts';
import { availableLocales } from '../lib/i18n/i18n.ts';
import { pickLocale } from '../lib/i18n/pick-locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setPurifyWindow } from '../lib/sanitize/purify-window.ts';
import { pageHead } from './page-head.ts';
import { inLocale, loadServerLocale } from './server-i18n.ts';

// Everything rendered here is the server's page: the width and browser-only parts are unknown
// (lib/hydration/server-page-phase.ts), whatever globals a library may have set up.
startServerPageRender();

// DOMPurify needs a DOM to clean descriptions and the footer with: one jsdom window, made once.
setPurifyWindow(new JSDOM('').window as unknown as Parameters<typeof setPurifyWindow>[0]);

/** The route module of each page rendered here (app/routes.tsx loads them lazily). */
const routeModules = {
  jobs: 'src/features/search/routes/search-page.tsx',
  singlePosition: 'src/features/positions/routes/job-page.tsx',
} as const;

/**
 * Server rendering of the first view (issue 17 item 3): /careers, a search and a job page, drawn
 * by the same components as in the browser, in a memory router at the page's address, with the
 * query cache filled by the server's own answers, so the app hydrates the markup as it is.
 * Answers null for any other page: those start in the browser as before.
 */
export const render: RenderFirstView = async (input) => {
  const router = createMemoryRouter(routes, { initialEntries: [input.url] });
  // Loads the matched route's module (a lazy route), as the browser does before it hydrates.
  await routerReady(router);
  const match = router.state.matches.at(-1);
  const pageId = (match?.route.handle as { pageId?: string } | undefined)?.pageId;
  if (router.state.errors || (pageId !== 'jobs' && pageId !== 'singlePosition')) {
    router.dispose();
    return null;
  }
  const queryClient = createQueryClient();
  queryClient.setQueryData(bootQueryKey, input.boot);
  const { search } = new URL(input.url, 'http://x');
  let results: SearchData | undefined;
  let positionName: string | undefined;
  if (pageId === 'jobs') {
    const state = parseSearchUrl(match?.params ?? {}, search);
    results = (await input.loaders.search(buildQueryString(searchParams(state)))) as SearchData;
    queryClient.setQueryData(searchQueryKey(state), results);
    // The job the page shows beside the list (the first result, or the address's choice), as
    // SearchPage picks it while the width is unknown: drawn too (shown by CSS on wide screens),
    // so it does not load in after hydration.
    const shownId = state.pid ?? results.positions[0]?.id;
    const queried = state.location || undefined;
    const details = shownId ? await input.loaders.position(shownId, queried) : null;
    if (shownId && details) {
      queryClient.setQueryData(
        positionDetailsQueryOptions(shownId, state.location).queryKey,
        details as PositionDetailsData,
      );
    }
  } else {
    const id = match?.params.pid;
    const details = id ? await input.loaders.position(id) : null;
    if (!id || !details) {
      router.dispose();
      return null;
    }
    queryClient.setQueryData(positionDetailsQueryOptions(id).queryKey, details as PositionDetailsData);
    positionName = (details as PositionDetailsData).position.name;
  }
  const locale = pickLocale(input.requestedLocales, availableLocales);
  await loadServerLocale(locale);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { html, head } = inLocale(locale, () => ({
    html: renderToString(<AppRoot queryClient={queryClient} router={router} how="hydrated" />),
    head: pageHead({ pageId, boot: input.boot, params: match?.params ?? {}, search, positionName, results }),
  }));
  const renderMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  router.dispose();
  // Boot travels on its own (the app reads its token and identity from it), not twice.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.queryKey[0] !== bootQueryKey[0] && defaultShouldDehydrateQuery(query),
  });
  queryClient.clear();
  return {
    html,
    data: { boot: input.boot, locale, queries },
    routeModules: [routeModules[pageId]],
    ...head,
    renderMs,
    renderCpuMs: (cpu.user + cpu.system) / 1000,
  };
};

function routerReady(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
