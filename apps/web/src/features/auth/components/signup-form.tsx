import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginPrefill } from '../../../lib/login-modal/login-modal-store.ts';
import { useSignup } from '../api/signup.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { signupFields, validateSignup } from '../logic/validate-auth.ts';
import { AuthTextField } from './auth-text-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export function SignupForm({
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
  const mutation = useSignup();
  const form = useAuthForm({
    fields: signupFields,
    validate: validateSignup,
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
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <AuthTextField
            label={t('auth.fields.firstname')}
            type="text"
            autoComplete="given-name"
            {...form.field('firstname')}
            autoFocus={autoFocus}
          />
          <AuthTextField
            label={t('auth.fields.lastname')}
            type="text"
            autoComplete="family-name"
            {...form.field('lastname')}
          />
        </Group>
        <AuthTextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <AuthTextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          description={t('auth.passwordHint')}
          {...form.field('password')}
        />
        <PasswordStrengthMeter
          password={form.values.password}
          userInputs={[form.values.email, form.values.firstname, form.values.lastname]}
        />
        <Button type="submit" size="md" loading={form.pending} fullWidth>
          {t('auth.submitSignup')}
        </Button>
      </Stack>
    </form>
  );
}
