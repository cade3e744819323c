import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render exploded');
}

const table: RouteObject[] = [{ path: '/broken', Component: Broken, ErrorBoundary: RouteErrorBoundary }];

describe('crash screen (search §2, §8)', () => {
  it('shows "Internal Server Error" with back and contact links, without details for candidates', async () => {
    renderRoutes(
      table,
      '/broken',
      makeBoot({
        loggedIn: true,
        config: { pcsxConfig: { branding: { contactUrl: 'https://acme.example/help' } } },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact' }).getAttribute('href')).toBe(
      'https://acme.example/help',
    );
    expect(screen.queryByText(/render exploded/)).toBeNull();
  });

  it('shows error details to admins', async () => {
    renderRoutes(table, '/broken', makeBoot({ loggedIn: true, role: 'admin' }));
    expect(await screen.findByText('Error details')).toBeTruthy();
    expect(screen.getByText(/render exploded/)).toBeTruthy();
  });
});
