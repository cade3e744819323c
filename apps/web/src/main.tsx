import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedFirstViewData } from './app/first-view-data.ts';
import { router } from './app/router.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const serverRendered = seedFirstViewData(queryClient);

/** Resolves once the router has loaded the current page's route module (its lazy chunk). */
function routeLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // Messages must be ready before the first render, or every label would flash as a key.
  await initI18n();
  // A server-rendered page (the job page) stays on screen, readable, until the app can draw the
  // finished page in its place in one go: with its data embedded and its route module loaded,
  // the first render is not the skeleton, so nothing the visitor sees moves (issue 17, CLS).
  if (serverRendered) await routeLoaded();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
