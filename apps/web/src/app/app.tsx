import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastDurations } from '@opencareers/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageSkeleton } from '../components/full-page-skeleton.tsx';
import { useSiteLocale } from '../features/locales/index.ts';
import { bootQueryOptions } from '../lib/boot/boot-query.ts';
import { useIdle } from '../lib/hydration/use-idle.ts';
import { DirectionSync } from '../lib/i18n/direction-sync.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { directionOf } from '../lib/i18n/locale-registry.ts';
import toastClasses from '../lib/notify/toasts.module.css';
import { usePreviewFrame } from '../lib/preview/use-preview-frame.ts';
import { fontStacks } from '../lib/theme/bundled-fonts.ts';
import { accessibleCssVariables, createAppTheme } from '../lib/theme/create-app-theme.ts';
import { BootError } from './boot-error.tsx';

/**
 * The toasts' container (six positions, each a portal and a transition group that set state as
 * they mount) comes once the page is usable, not in hydration's commit (issue 17). A toast shown
 * before then waits in Mantine's store and appears when it mounts. Its own component: when the
 * idle moment came to App itself, App re-rendered and with it the whole routed page.
 */
function IdleToasts() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Notifications
      position="top-center"
      autoClose={toastDurations.default}
      containerWidth={400}
      limit={4}
      classNames={toastClasses}
    />
  );
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
        <IdleToasts />
        {content}
      </MantineProvider>
    </DirectionProvider>
  );
}
