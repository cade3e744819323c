import { Box, Burger, Container, Stack, useDirection } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { navbarHeightPx } from '@opencareers/contracts/constants';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { LazyDrawer } from '../../../lib/overlays/lazy-modal.tsx';
import { LanguageMenu } from '../../locales/index.ts';
import { isNavbarEnabled, menuLinksFor, navLinksFor } from '../logic/nav-links.ts';
import { AccountControls } from './account-controls.tsx';
import { BrandLink } from './brand-link.tsx';
import { ImplementationBanner } from './implementation-banner.tsx';
import { NavLinkList } from './nav-link-list.tsx';
import classes from './site-header.module.css';

/** The 60 px navbar (shell §9): brand, page links (a drawer below desktop width), account. */
/**
 * `actions` are the app's extra controls before the account menu (the notification bell);
 * `hideNavLinks` leaves the candidate links out (the admin console has its own navigation).
 */
export function SiteHeader({
  actions,
  hideNavLinks = false,
  wide = false,
  hasOffers = false,
}: {
  actions?: ReactNode;
  hideNavLinks?: boolean;
  /** As wide as the admin console's frame. */
  wide?: boolean;
  /** The candidate has offers: the Offers link shows (the layout asks, keeping the shell zod-free). */
  hasOffers?: boolean;
} = {}) {
  const { t } = useTranslation();
  // The drawer opens from the side its button is on: the left on a right-to-left page.
  const { dir } = useDirection();
  const { user, config } = useBoot();
  const [drawerOpened, drawer] = useDisclosure(false);
  const links = navLinksFor(user.isLoggedIn, user.role, { hasOffers });
  const menuLinks = menuLinksFor(user.isLoggedIn, user.role, { hasOffers });
  // With the navbar turned off for this view, only the brand and account controls remain.
  const withLinks = !hideNavLinks && isNavbarEnabled(config.pcsxConfig.navbar, user.isLoggedIn);
  // A single link fits on any screen; a menu button for it would only add a step.
  const collapsible = withLinks && menuLinks.length > 1;
  const { ref, height } = useElementSize<HTMLElement>();
  useHeaderHeightVariable(ref.current, height);

  return (
    <header ref={ref} className={classes.header} data-oc="navbar">
      <ImplementationBanner />
      <div style={{ height: navbarHeightPx }}>
        <Container size={wide ? 1440 : 'lg'} className={classes.inner}>
          <BrandLink />
          {withLinks ? (
            <Box
              component="nav"
              aria-label={t('shell.mainNavigation')}
              className={classes.nav}
              // A lone link (Jobs, for a visitor) leads where the brand does: on a phone it
              // gives its room to the company's name and the login button.
              visibleFrom={collapsible ? 'md' : 'xs'}
            >
              <NavLinkList links={links} variant="bar" />
            </Box>
          ) : null}
          <div className={classes.actions}>
            <LanguageMenu />
            {actions}
            <AccountControls />
            {collapsible ? (
              <Burger
                hiddenFrom="md"
                opened={drawerOpened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={drawerOpened ? t('shell.closeNavigation') : t('shell.openNavigation')}
                aria-expanded={drawerOpened}
              />
            ) : null}
          </div>
        </Container>
      </div>
      {collapsible ? (
        <LazyDrawer
          opened={drawerOpened}
          onClose={drawer.close}
          position={dir === 'rtl' ? 'left' : 'right'}
          size="xs"
          title={t('shell.menu')}
          hiddenFrom="md"
          closeButtonProps={{ 'aria-label': t('shell.closeNavigation') }}
        >
          <nav aria-label={t('shell.mainNavigation')}>
            <Stack gap={4}>
              <NavLinkList links={menuLinks} variant="drawer" onNavigate={drawer.close} />
            </Stack>
          </nav>
        </LazyDrawer>
      ) : null}
    </header>
  );
}

/**
 * Publishes the header's height (with any implementation banner) as --oc-header-height, which
 * places the toasts below the navigation instead of over it (app.tsx).
 */
function useHeaderHeightVariable(header: HTMLElement | null, contentHeight: number) {
  useEffect(() => {
    // The content height changes with the banner; the border box is what a toast must clear.
    if (!header || contentHeight <= 0) return;
    const root = document.documentElement.style;
    root.setProperty('--oc-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    return () => {
      root.removeProperty('--oc-header-height');
    };
  }, [header, contentHeight]);
}
