import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordBodySchema } from '@opencareers/contracts/account';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

const valuesSchema = z.object({ email: z.string() });
type ForgotValues = z.input<typeof valuesSchema>;

/**
 * /careers/forgot-password: asks for an email and always answers the same, so nobody learns
 * from it whether an account exists (docs/account.md).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const mutation = useRequestPasswordReset();
  // An obvious typo is refused in the reader's language; the request is then the contract's.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => emailIssue(ctx, v.email, t('account.forgot.invalidEmail')))
        .pipe(forgotPasswordBodySchema),
    [t],
  );
  const form = useForm<ForgotValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (error) => {
        if (isApiRequestError(error) && error.fieldErrors) setServerErrors(form.setError, error.fieldErrors);
      },
    }),
  );

  const fieldError = isApiRequestError(mutation.error) ? mutation.error.fieldErrors?.email : undefined;
  const problem = form.formState.errors.email?.message;

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
                {...form.register('email')}
                error={problem}
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
