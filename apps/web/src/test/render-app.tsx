import { MantineProvider } from '@mantine/core';
import type { BootData } from '@opencareers/contracts/boot';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// react-router/dom and react-router resolve to different builds under Vitest; one import keeps one copy.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '../app/routes.tsx';
import { bootQueryKey } from '../lib/boot/boot-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppTheme } from '../lib/theme/create-app-theme.ts';

/** A route table in a memory router, under the app's providers, with boot data already loaded. */
export function renderRoutes(routeTable: RouteObject[], path: string, boot: BootData) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(bootQueryKey, boot);
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={createAppTheme(boot.config.pcsxConfig.branding.primaryColor)}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The app's real route table. */
export const renderApp = (path: string, boot: BootData) => renderRoutes(routes, path, boot);
