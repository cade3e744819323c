import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { loginFields, validateLogin } from '../logic/validate-auth.ts';
import { AuthTextField } from './auth-text-field.tsx';

export function LoginForm({
  onSuccess,
  autoFocus = false,
}: {
  onSuccess: () => void | Promise<void>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const form = useAuthForm({
    fields: loginFields,
    validate: validateLogin,
    submit: mutation.mutateAsync,
    onSuccess,
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
        <Button type="submit" size="md" loading={form.pending} fullWidth>
          {t('auth.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
