import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { seedFirstViewData } from './app/first-view-data.ts';
import { createAppRouter } from './app/router.ts';
import { bootQueryKey } from './lib/boot/boot-query.ts';
import { startServerPageRender } from './lib/hydration/server-page-phase.ts';
import { i18n, initI18n } from './lib/i18n/i18n.ts';
import { warmFormats } from './lib/i18n/intl-formats.ts';
import { createQueryClient } from './lib/query-client.ts';
import { nextTask } from './lib/scheduling/next-task.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

const queryClient = createQueryClient();
const firstView = seedFirstViewData(queryClient);

/** Resolves once the router has loaded the current page's route module (its lazy chunk). */
function routeLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Every page opens at the top (search §2; features/shell/hooks/use-scroll-to-top.ts), a reload
// too: the browser must not put a reloaded page back where it was.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

async function start(): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // Messages must be ready before the first render, or every label would flash as a key.
  await initI18n({ saved: firstView?.savedLocale });
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const hydrate = Boolean(firstView && firstView.locale === i18n.language && root.hasChildNodes());
  const app = <AppRoot queryClient={queryClient} router={router} how={hydrate ? 'hydrated' : 'rendered'} />;
  // A server-rendered page (/careers, a search, a job page: server-render/entry-server.tsx) is
  // hydrated, not redrawn, once the router has loaded the page's route module: the first render
  // is then the server's, so no node is replaced or moved (issue 17 item 3, CLS). Shown in
  // another language than the server's (the device's or the address's choice), it is drawn anew.
  // Drawn anew in another language: the server's answers name places in the page's language
  // (issue 21), so they are dropped (all but boot) and the page asks for its own.
  if (firstView && !hydrate)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== bootQueryKey[0] });
  if (hydrate) {
    // The numbers, pay and dates of the page, formatted as it hydrates: their formatters are
    // made now, each in a task of its own, not inside a component's render (intl-formats.ts),
    // while the page's route module may still be on its way.
    for (const warm of warmFormats(i18n.language)) {
      await nextTask();
      warm();
    }
  }
  if (firstView) await routeLoaded(router);
  if (firstView && hydrate) {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser
    // paint and take input between them; otherwise hydration is one long task that blocks a
    // phone's main thread for most of a second (Lighthouse's Total Blocking Time, issue 17).
    // Clicks meanwhile are held by public/before-app.js, as before hydration started.
    startServerPageRender();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start();
