import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { endServerPageRender, startServerPageRender } from '../lib/hydration/server-page-phase.ts';

/**
 * `ui` as the server renders it (issue 17 item 3: server-render/entry-server.tsx), in a
 * container in the document, as a browser receives the page before the app runs.
 */
export function serverPage(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  startServerPageRender();
  try {
    container.innerHTML = renderToString(ui);
  } finally {
    endServerPageRender();
  }
  document.body.append(container);
  return container;
}

/**
 * Hydrates the server's page as main.tsx does: in the server-page phase, which the app's first
 * effects end (app-root.tsx). Returns React's recoverable errors: a hydration mismatch is one.
 * `whileHydrating` runs in the same act, before React's effects (a click held by
 * public/before-app.js, for one).
 */
export async function hydrateServerPage(
  container: HTMLElement,
  ui: ReactElement,
  whileHydrating?: () => void,
): Promise<unknown[]> {
  const errors: unknown[] = [];
  startServerPageRender();
  try {
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
      whileHydrating?.();
    });
  } finally {
    endServerPageRender();
  }
  return errors;
}
