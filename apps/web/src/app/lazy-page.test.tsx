import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../features/shell/components/route-error-boundary.tsx';
import { makeBoot } from '../test/boot-fixture.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { lazyPage } from './lazy-page.ts';

const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/profile-page.js'));

// Nested under a layout, as every page is under the shell.
const table: RouteObject[] = [
  {
    path: '/',
    Component: () => (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      {
        path: 'ok',
        ErrorBoundary: RouteErrorBoundary,
        lazy: lazyPage(async () => () => <h1>Loaded page</h1>),
      },
      { path: 'broken', ErrorBoundary: RouteErrorBoundary, lazy: lazyPage(chunkFailure) },
    ],
  },
];

describe('lazyPage', () => {
  it('renders the loaded page', async () => {
    renderRoutes(table, '/ok', makeBoot());
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded page' })).toBeTruthy();
  });

  it('lands a chunk that fails to load on the crash screen inside the layout', async () => {
    renderRoutes(table, '/broken', makeBoot({ loggedIn: true, role: 'admin' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' });
    expect(heading.closest('main')).toBeTruthy();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
  });
});
