import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeLoginModal, type LoginPrefill } from '../../../lib/login-modal/login-modal-store.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useLogin } from '../api/login.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { loginFields, validateLogin } from '../logic/validate-auth.ts';
import { AuthTextField } from './auth-text-field.tsx';

export function LoginForm({
  onSuccess,
  autoFocus = false,
  initial,
}: {
  /** Called with what the server answered (the logged-in user). */
  onSuccess: (result: unknown) => void | Promise<void>;
  autoFocus?: boolean;
  initial?: LoginPrefill | null;
}) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const href = useCarriedHref();
  const form = useAuthForm({
    fields: loginFields,
    validate: validateLogin,
    submit: mutation.mutateAsync,
    onSuccess,
    initial,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="md">
        {form.formError ? (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        ) : null}
        <AuthTextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          {...form.field('email')}
          autoFocus={autoFocus}
        />
        <AuthTextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component={Link}
            to={href('/careers/forgot-password')}
            size="sm"
            onClick={() => closeLoginModal({ loggedIn: false })}
          >
            {t('account.forgot.link')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={form.pending} fullWidth>
          {t('auth.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
