import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageSkeleton } from '../components/full-page-skeleton.tsx';
import { useSiteLocale } from '../features/locales/index.ts';
import { bootQueryOptions } from '../lib/boot/boot-query.ts';
import { useIdle } from '../lib/hydration/use-idle.ts';
import { DirectionSync } from '../lib/i18n/direction-sync.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { directionOf } from '../lib/i18n/locale-registry.ts';
import { lazyPart, useLazyPart } from '../lib/lazy/lazy-part.ts';
import { prefetchModalKit } from '../lib/overlays/lazy-modal.tsx';
import { usePreviewFrame } from '../lib/preview/use-preview-frame.ts';
import { fontStacks } from '../lib/theme/bundled-fonts.ts';
import { accessibleCssVariables, createAppTheme } from '../lib/theme/create-app-theme.ts';
import { BootError } from './boot-error.tsx';

const toastContainer = lazyPart(() =>
  import('../lib/notify/toast-container.tsx').then((m) => m.ToastContainer),
);

/**
 * What comes once the page is usable, not with the first view or in hydration's commit (issue
 * 17): the toasts' container (six positions, each a portal and a transition group that set state
 * as they mount; a toast shown before then waits in Mantine's store and appears when it mounts),
 * and the dialogs' code, so that a first opening does not wait for it (lib/overlays/lazy-modal.tsx).
 * Its own component: when the idle moment came to App itself, App re-rendered and with it the
 * whole routed page.
 */
function AfterFirstView() {
  const idle = useIdle();
  useEffect(() => {
    if (idle) prefetchModalKit();
  }, [idle]);
  const Toasts = useLazyPart(toastContainer, idle).value;
  return Toasts ? <Toasts /> : null;
}

/**
 * Boot data first (skeleton meanwhile, a designed error if it fails), then the routed app, in
 * the language the company's site offers and the visitor asks for, once its messages are in
 * (issue 21). The router is the browser's (main.tsx) or, on the server, a memory router at the
 * page's address (server-render/).
 */
export function App({ router }: { router: DataRouter }) {
  const boot = useQuery({ ...bootQueryOptions(), meta: { handlesErrors: true } });
  usePreviewFrame();
  const config = boot.data?.config;
  const primaryColor = config?.pcsxConfig.branding.primaryColor;
  const font = config?.pcsxConfig.branding.fontFamily ?? 'system';
  const radius = config?.theme.default.borderRadius.base;
  const theme = useMemo(
    () => createAppTheme(primaryColor, { fontFamily: fontStacks[font], radius }),
    [primaryColor, font, radius],
  );

  const localeReady = useSiteLocale(boot.data);

  let content: React.ReactNode;
  if (boot.data && localeReady) content = <RouterProvider router={router} />;
  else if (boot.isError)
    content = <BootError onRetry={() => void boot.refetch()} retrying={boot.isFetching} />;
  else content = <FullPageSkeleton />;

  return (
    // The document's dir is set before the first render (initI18n); later switches: DirectionSync.
    <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} defaultColorScheme="light">
        <AfterFirstView />
        {content}
      </MantineProvider>
    </DirectionProvider>
  );
}
