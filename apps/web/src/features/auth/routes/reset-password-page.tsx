import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

const MIN = 8;

/** /careers/reset-password?token=…: the page a reset email links to; the token works once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = {};
    if (password.length < MIN) next.password = t('account.password.tooShort', { min: MIN });
    if (confirm !== password) next.confirm = t('account.password.mismatch');
    setProblems(next);
    if (next.password || next.confirm) return;
    mutation.mutate({ token, password });
  };

  const error = mutation.error;
  const serverField = isApiRequestError(error) ? error.fieldErrors?.password : undefined;
  const badToken = isApiRequestError(error) && error.code === 'INVALID_TOKEN';
  const forgotLink = (
    <Anchor component={Link} to={href('/careers/forgot-password')}>
      {t('account.reset.askAgain')}
    </Anchor>
  );

  let body: React.ReactNode;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token))
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {t('account.reset.badLink')}
        </Alert>
        {forgotLink}
      </Stack>
    );
  else if (mutation.isSuccess)
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          <Text fw={700}>{t('account.reset.doneTitle')}</Text>
          <Text mt={4}>{t('account.reset.done')}</Text>
        </Alert>
        <Button component={Link} to={href('/careers/login')} size="md">
          {t('account.reset.logIn')}
        </Button>
      </Stack>
    );
  else
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="gray.7">{t('account.reset.intro')}</Text>
          {error && !serverField ? (
            <Alert color="red" variant="light" role="alert">
              {badToken ? t('account.reset.badLink') : describeRequestError(error)}
              {badToken ? <div style={{ marginTop: 8 }}>{forgotLink}</div> : null}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('account.fields.newPassword')}
            description={t('account.password.rules', { min: MIN })}
            autoComplete="new-password"
            required
            size="md"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={problems.password ?? serverField}
            aria-invalid={problems.password || serverField ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            required
            size="md"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={problems.confirm}
            aria-invalid={problems.confirm ? true : undefined}
          />
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
            {t('account.reset.submit')}
          </Button>
        </Stack>
      </form>
    );

  return (
    <PageContainer>
      <AuthCard title={t('pages.resetPassword')}>{body}</AuthCard>
    </PageContainer>
  );
}
