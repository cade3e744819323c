import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { looksLikeEmail } from '../../../lib/validation/looks-like-email.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /careers/forgot-password: asks for an email and always answers the same, so nobody learns
 * from it whether an account exists (docs/account.md).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const mutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      setProblem(t('account.forgot.invalidEmail'));
      return;
    }
    setProblem(undefined);
    mutation.mutate({ email: value });
  };

  const fieldError = isApiRequestError(mutation.error) ? mutation.error.fieldErrors?.email : undefined;

  return (
    <PageContainer>
      <AuthCard title={t('pages.forgotPassword')}>
        {mutation.isSuccess ? (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status">
              <Text fw={700}>{t('account.forgot.sentTitle')}</Text>
              <Text mt={4}>{t('account.forgot.sent')}</Text>
            </Alert>
            <Text size="sm" c="gray.7">
              {t('account.forgot.sentHelp')}
            </Text>
            <Anchor component={Link} to={href('/careers/login')}>
              {t('account.forgot.backToLogin')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text c="gray.7">{t('account.forgot.intro')}</Text>
              {mutation.isError && !fieldError ? (
                <Alert color="red" variant="light" role="alert">
                  {describeRequestError(mutation.error)}
                </Alert>
              ) : null}
              <TextInput
                label={t('auth.fields.email')}
                type="email"
                autoComplete="email"
                required
                size="md"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={problem ?? fieldError}
                aria-invalid={problem || fieldError ? true : undefined}
              />
              <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
                {t('account.forgot.submit')}
              </Button>
              <Anchor component={Link} to={href('/careers/login')} size="sm">
                {t('account.forgot.backToLogin')}
              </Anchor>
            </Stack>
          </form>
        )}
      </AuthCard>
    </PageContainer>
  );
}
