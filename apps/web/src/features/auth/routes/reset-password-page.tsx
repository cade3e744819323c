import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { resetPasswordBodySchema } from '@opencareers/contracts/account';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

const MIN = 8;
const valuesSchema = z.object({ password: z.string(), confirm: z.string() });
type ResetValues = z.input<typeof valuesSchema>;

/** /careers/reset-password?token=…: the page a reset email links to; the token works once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPassword();
  // The page's checks in the reader's language; the request they make is the contract's.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          if (v.password.length < MIN)
            ctx.addIssue({
              code: 'custom',
              path: ['password'],
              message: t('account.password.tooShort', { min: MIN }),
            });
          if (v.confirm !== v.password)
            ctx.addIssue({ code: 'custom', path: ['confirm'], message: t('account.password.mismatch') });
        })
        .transform((v): z.input<typeof resetPasswordBodySchema> => ({ token, password: v.password }))
        .pipe(resetPasswordBodySchema),
    [t, token],
  );
  const form = useForm<ResetValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (failure) => {
        if (isApiRequestError(failure) && failure.fieldErrors?.password)
          setServerErrors(form.setError, { password: failure.fieldErrors.password });
      },
    }),
  );

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
            {...form.register('password')}
            error={errors.password?.message}
            // Mantine's PasswordInput does not mark its input invalid itself.
            aria-invalid={errors.password ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            required
            size="md"
            {...form.register('confirm')}
            error={errors.confirm?.message}
            aria-invalid={errors.confirm ? true : undefined}
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
