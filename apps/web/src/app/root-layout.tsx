import { isStaffRole } from '@opencareers/contracts/user-roles';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSkeleton } from '../components/full-page-skeleton.tsx';
import { LoginModal } from '../features/auth/components/login-modal.tsx';
import { useShowLoginModalParam } from '../features/auth/hooks/use-show-login-modal-param.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useHasOffers } from '../features/offers/api/has-offers.ts';
import { HeroImage } from '../features/shell/components/hero-image.tsx';
import { PageBanner } from '../features/shell/components/page-banner.tsx';
import { SiteFooter } from '../features/shell/components/site-footer.tsx';
import { SiteHeader } from '../features/shell/components/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../features/shell/components/skip-link.tsx';
import { useDocumentTitle } from '../features/shell/hooks/use-document-title.ts';
import { useScrollToTop } from '../features/shell/hooks/use-scroll-to-top.ts';
import { useBoot } from '../lib/boot/use-boot.ts';
import { useCurrentRoute } from '../lib/routing/route-handle.ts';
import { ThemeStyles } from '../lib/theme/theme-styles.tsx';
import { searchTermsFrom } from '../lib/url/search-terms.ts';
import { AdminOnly } from './admin-only.tsx';
import { CandidateGates } from './candidate-gates.tsx';
import { LoginRequired } from './login-required.tsx';
import classes from './root-layout.module.css';
import { routeAccess } from './route-access.ts';
import { usePageViewTracking } from './use-page-view-tracking.ts';

/*
 * The admin console's frame (its navigation, the email banner) is a chunk of its own: the
 * candidates' pages, which every visitor loads, do not carry it (issue 17). It loads beside the
 * admin page's own chunk; a failure to load it shows the crash screen, as a page's would.
 */
const AdminShell = lazy(() =>
  import('../features/admin-home/components/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);

/** The app shell around every page: header, per-page banner and hero, the page, footer. */
export function RootLayout() {
  const { user, config } = useBoot();
  const { pathname, search } = useLocation();
  const { handle, params } = useCurrentRoute();
  const pageId = handle?.pageId;

  useScrollToTop(pathname);
  useDocumentTitle(pageId, searchTermsFrom(params, search));
  usePageViewTracking(pageId, params);
  useShowLoginModalParam();
  // Staff are not candidates of their own site: no offers list to ask for.
  const hasOffers = useHasOffers(user.isLoggedIn && !isStaffRole(user.role));

  const access = routeAccess(handle, config, user.isLoggedIn, user.role);
  // The admin console has its own frame; refusals and the login prompt keep the site's.
  if (handle?.adminOnly && access === 'allow')
    return (
      <>
        <ThemeStyles product="default" />
        <Suspense fallback={<FullPageSkeleton />}>
          <AdminShell pageClassName={classes.page} />
        </Suspense>
      </>
    );

  return (
    <div className={classes.page}>
      <ThemeStyles product="pcsx" />
      <SkipLink />
      <SiteHeader actions={<NotificationBell />} hasOffers={hasOffers} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageBanner pageId={pageId} />
        {handle?.ownHero ? null : <HeroImage pageId={pageId} />}
        {access === 'login-required' && handle ? (
          <LoginRequired key={pathname} titleKey={handle.titleKey} />
        ) : access === 'forbidden' ? (
          <AdminOnly />
        ) : (
          <Outlet />
        )}
      </main>
      {handle?.hideFooter ? null : <SiteFooter />}
      <LoginModal />
      <CandidateGates />
    </div>
  );
}
