import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import type { LoginTab } from '../../../lib/login-modal/login-modal-store.ts';
import { safeReturnPath } from '../../../lib/url/carried-params.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { type AuthOutcome, AuthPanel } from '../components/auth-panel.tsx';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { adminLanding, landingAfterSignup } from '../logic/after-login.ts';

/** /careers/login: the login form as a page; afterwards it returns to `next` or the careers home. */
export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const href = useCarriedHref();
  const completeLogin = useCompleteLogin();
  const [tab, setTab] = useState<LoginTab>('login');

  const next = safeReturnPath(
    new URLSearchParams(window.location.search).get('next'),
    window.location.origin,
  );
  const returnTo = next ?? href('/careers');

  // The login page is the default route of a pending action (search §4): go where asked.
  // An admin without a ?next= lands on the admin home; a new candidate without one, on onboarding.
  const onSuccess = (result: unknown, how: AuthOutcome) => {
    const landing =
      how === 'signup'
        ? landingAfterSignup({ next, waiting: false })
        : adminLanding(result, window.location.pathname, next !== null);
    const to = landing ? href(landing) : returnTo;
    return completeLogin({ run: () => window.location.assign(to), routes: ['login'], skipReload: true });
  };

  return (
    <PageContainer>
      <AuthCard title={t('pages.login')}>
        {user.isLoggedIn ? (
          <Stack gap="md">
            <Text>{t('auth.alreadyLoggedIn', { name: displayName(user) })}</Text>
            <Button component={Link} to={href('/careers')}>
              {t('auth.browseJobs')}
            </Button>
          </Stack>
        ) : (
          <AuthPanel tab={tab} onTabChange={setTab} onSuccess={onSuccess} />
        )}
      </AuthCard>
    </PageContainer>
  );
}
