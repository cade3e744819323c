import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { LoginModal } from '../../auth/index.ts';
import { NotificationBell } from '../../notifications/index.ts';
import { MAIN_CONTENT_ID, SiteHeader, SkipLink } from '../../shell/index.ts';
import { AdminMenuNav, AdminSideNav } from './admin-nav.tsx';
import classes from './admin-shell.module.css';
import { EmailBanner } from './email-banner.tsx';

/**
 * The admin console's frame: the site header without the candidate links, the console's own
 * navigation (beside the page on desktop, a menu above it on phones), the email banner. The
 * bell is there too: admins are told in-app when a candidate acts on an offer or a form
 * (issue 16), and the console is where they work.
 */
export function AdminShell({ pageClassName }: { pageClassName?: string }) {
  return (
    <div className={pageClassName}>
      <SkipLink />
      <SiteHeader hideNavLinks wide actions={<NotificationBell />} />
      <div className={classes.body}>
        <Box component="aside" className={classes.side} visibleFrom="md">
          <div className={classes.sideInner}>
            <AdminSideNav />
          </div>
        </Box>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Container size="lg" pt="md">
            <Box hiddenFrom="md" mb="md">
              <AdminMenuNav />
            </Box>
            <EmailBanner />
          </Container>
          <Outlet />
        </main>
      </div>
      <LoginModal />
    </div>
  );
}
