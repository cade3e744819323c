import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { endServerPageRender } from '../lib/hydration/server-page-phase.ts';
import { App } from './app.tsx';

export type StartedHow = 'hydrated' | 'rendered';

/**
 * Marks <html data-oc-app="hydrated|rendered"> once the first render is committed: how the app
 * took over the page (issue 17 item 3), read by the first-view e2e tests and handy in a bug report.
 */
function StartedMark({ how }: { how: StartedHow }) {
  useEffect(() => {
    // The hydrated tree is committed: parts mounted from now on read the real width at once.
    endServerPageRender();
    document.documentElement.dataset.ocApp = how;
    // Clicks held while the server's page waited for the app (public/before-app.js), now handled.
    const held = (window as { __ocHeldClicks?: HTMLElement[] }).__ocHeldClicks ?? [];
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  }, [how]);
  return null;
}

/**
 * The whole tree, the same in the browser (main.tsx) and on the server
 * (server-render/entry-server.tsx): hydration needs the two to be built alike, down to the
 * number of children at each level (React's ids, and so Mantine's, follow the tree's shape).
 */
export function AppRoot({
  queryClient,
  router,
  how,
}: {
  queryClient: QueryClient;
  router: DataRouter;
  how: StartedHow;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={router} />
      </QueryClientProvider>
      <StartedMark how={how} />
    </StrictMode>
  );
}
