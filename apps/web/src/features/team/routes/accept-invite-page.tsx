import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { acceptInviteBodySchema } from '@opencareers/contracts/team';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { AuthCard, PasswordStrengthMeter } from '../../auth/index.ts';
import { useAcceptInvite, useInviteLookup } from '../api/team-api.ts';

const MIN = 8;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
// Named as the request's fields, so the server's field errors land on their inputs.
const valuesSchema = z.object({ firstname: z.string(), lastname: z.string(), password: z.string() });
type NewcomerValues = z.input<typeof valuesSchema>;

/**
 * /careers/accept-invite?token=…: the page an invitation email links to. A newcomer sets a
 * name and a password; someone with an account here accepts while logged in as it.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = TOKEN.test(token);
  const visitorId = useBoot().user.profile?.encId ?? null;
  const lookup = useInviteLookup(token, wellFormed, visitorId);
  const accept = useAcceptInvite();
  // The newcomer's checks in their language; the request they make is the contract's.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          const issue = (path: keyof NewcomerValues, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message });
          if (!v.firstname.trim()) issue('firstname', t('team.accept.required'));
          if (!v.lastname.trim()) issue('lastname', t('team.accept.required'));
          if (v.password.length < MIN) issue('password', t('account.password.tooShort', { min: MIN }));
        })
        .transform((v): z.input<typeof acceptInviteBodySchema> => ({ token, ...v }))
        .pipe(acceptInviteBodySchema),
    [t, token],
  );
  const form = useForm<NewcomerValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstname: '', lastname: '', password: '' },
  });
  const { errors } = form.formState;

  const done = () => {
    // The session changed (a new role): a full load picks up the new boot data and CSRF token.
    window.location.assign(href('/admin'));
  };

  const submitNew = form.handleSubmit((body) =>
    accept.mutate(body, {
      onSuccess: done,
      onError: (error) => {
        if (isApiRequestError(error) && error.fieldErrors) setServerErrors(form.setError, error.fieldErrors);
      },
    }),
  );

  const serverFields = isApiRequestError(accept.error) ? (accept.error.fieldErrors ?? {}) : {};
  const badLink = (
    <Alert color="red" variant="light" role="alert">
      {t('team.accept.badLink')}
    </Alert>
  );

  let body: React.ReactNode;
  if (!wellFormed) body = badLink;
  else if (lookup.isPending) body = <Skeleton height={200} role="status" aria-label={t('common.loading')} />;
  else if (lookup.isError)
    body =
      isApiRequestError(lookup.error) && lookup.error.code === 'INVALID_TOKEN' ? (
        badLink
      ) : (
        <Alert color="red" variant="light" role="alert">
          {describeRequestError(lookup.error)}
        </Alert>
      );
  else {
    const invite = lookup.data;
    const intro = (
      // A long address in the sentence breaks rather than runs out of the card on a phone.
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t('team.accept.intro', {
          site: invite.siteName,
          role: t(`team.roles.${invite.role}`),
          email: invite.email,
        })}
      </Text>
    );
    const error =
      accept.error && !Object.keys(serverFields).length ? (
        <Alert color="red" variant="light" role="alert">
          {describeRequestError(accept.error)}
        </Alert>
      ) : null;
    if (invite.hasAccount)
      body = (
        <Stack gap="md">
          {intro}
          {error}
          {invite.loggedInAsInvitee ? (
            <Button
              size="md"
              loading={accept.isPending}
              onClick={() => accept.mutate({ token }, { onSuccess: done })}
            >
              {t('team.accept.acceptButton')}
            </Button>
          ) : (
            <>
              <Text c="gray.7">{t('team.accept.logInFirst', { email: invite.email })}</Text>
              <Button size="md" onClick={() => openLoginModal()}>
                {t('team.accept.logIn')}
              </Button>
            </>
          )}
        </Stack>
      );
    else
      body = (
        <form onSubmit={submitNew} noValidate>
          <Stack gap="md">
            {intro}
            {error}
            <TextInput label={t('team.accept.email')} value={invite.email} readOnly size="md" />
            <TextInput
              label={t('team.accept.firstname')}
              autoComplete="given-name"
              required
              size="md"
              {...form.register('firstname')}
              error={errors.firstname?.message}
            />
            <TextInput
              label={t('team.accept.lastname')}
              autoComplete="family-name"
              required
              size="md"
              {...form.register('lastname')}
              error={errors.lastname?.message}
            />
            <PasswordInput
              label={t('team.accept.password')}
              description={t('account.password.rules', { min: MIN })}
              autoComplete="new-password"
              required
              size="md"
              {...form.register('password')}
              error={errors.password?.message}
              // Mantine's PasswordInput does not mark its input invalid itself.
              aria-invalid={errors.password ? true : undefined}
            />
            <PasswordStrengthMeter
              password={form.watch('password')}
              userInputs={[invite.email, form.watch('firstname'), form.watch('lastname')]}
            />
            <Button type="submit" size="md" loading={accept.isPending} fullWidth>
              {t('team.accept.submit')}
            </Button>
          </Stack>
        </form>
      );
  }

  return (
    <PageContainer>
      <AuthCard title={t('pages.acceptInvite')}>
        {body}
        <Text size="sm" mt="md">
          <Anchor component={Link} to={href('/careers')}>
            {t('team.accept.toSite')}
          </Anchor>
        </Text>
      </AuthCard>
    </PageContainer>
  );
}
