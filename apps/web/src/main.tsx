import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();

async function start(): Promise<void> {
  // Messages must be ready before the first render, or every label would flash as a key.
  await initI18n();
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
