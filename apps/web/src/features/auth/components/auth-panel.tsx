import { Alert, Tabs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import type { LoginPrefill, LoginTab } from '../../../lib/login-modal/login-modal-store.ts';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

/** A sign-up created the account just now; a log-in opened an existing one. */
export type AuthOutcome = 'login' | 'signup';

interface AuthPanelProps {
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  /** Called with what the server answered (the logged-in user) and which form answered. */
  onSuccess: (result: unknown, how: AuthOutcome) => void | Promise<void>;
  /** Put the caret in the first field when shown (the modal), instead of on its close button. */
  autoFocus?: boolean;
  /** Start the forms from values already typed (an application form's name and email). */
  prefill?: LoginPrefill | null;
}

/** Log in and, when the tenant allows it, Sign up (search §4, §6); used in the modal and the login page. */
export function AuthPanel({ tab, onTabChange, onSuccess, autoFocus = false, prefill }: AuthPanelProps) {
  const { t } = useTranslation();
  const { loginSignupConfig } = useBoot().config;
  const loggedIn = (result: unknown) => onSuccess(result, 'login');
  const signedUp = (result: unknown) => onSuccess(result, 'signup');

  if (!loginSignupConfig.candidateLoginEnabled) {
    return (
      <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />}>
        <Text size="sm">{t('auth.loginUnavailable')}</Text>
      </Alert>
    );
  }

  if (!loginSignupConfig.candidateSignupEnabled) {
    return (
      <>
        <Text c="dimmed" size="sm" mb="md">
          {t('auth.loginIntro')}
        </Text>
        <LoginForm onSuccess={loggedIn} autoFocus={autoFocus} initial={prefill} />
      </>
    );
  }

  return (
    <Tabs
      value={tab}
      onChange={(next) => onTabChange(next === 'signup' ? 'signup' : 'login')}
      keepMounted={false}
    >
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="login">{t('auth.tabs.login')}</Tabs.Tab>
        <Tabs.Tab value="signup">{t('auth.tabs.signup')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <Text c="dimmed" size="sm" mb="md">
          {t('auth.loginIntro')}
        </Text>
        <LoginForm onSuccess={loggedIn} autoFocus={autoFocus} initial={prefill} />
      </Tabs.Panel>
      <Tabs.Panel value="signup">
        <Text c="dimmed" size="sm" mb="md">
          {t('auth.signupIntro')}
        </Text>
        <SignupForm onSuccess={signedUp} autoFocus={autoFocus} initial={prefill} />
      </Tabs.Panel>
    </Tabs>
  );
}
