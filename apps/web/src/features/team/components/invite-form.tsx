import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { createInviteBodySchema } from '@opencareers/contracts/team';
import { staffRoleSchema } from '@opencareers/contracts/user';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { useInvite } from '../api/team-api.ts';
import { useRoleOptions } from './role-options.ts';

const valuesSchema = z.object({ email: z.string(), role: staffRoleSchema });
type InviteValues = z.input<typeof valuesSchema>;

/** Invite someone by email with a role; the email carries a single-use link. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const roleOptions = useRoleOptions();
  // The inputs become the request, which the contract checks; a plain typo is refused first.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => emailIssue(ctx, v.email, t('team.invite.badEmail')))
        .transform((v): z.input<typeof createInviteBodySchema> => ({ email: v.email.trim(), role: v.role }))
        .pipe(createInviteBodySchema),
    [t],
  );
  const form = useForm<InviteValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'recruiter' },
  });

  const submit = form.handleSubmit((body) => {
    const trimmed = form.getValues('email').trim();
    invite.mutate(body, {
      onSuccess: () => {
        showSuccessToast(t('team.invite.sent', { email: trimmed }));
        // The role stays chosen for the next invitation.
        form.setValue('email', '');
      },
    });
  });
  const error = invite.error;
  const fieldError = isApiRequestError(error) ? error.fieldErrors?.email : undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="team-invite-title">
      {error && !fieldError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {describeRequestError(error)}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('team.invite.email')}
          type="email"
          autoComplete="off"
          required
          {...form.register('email')}
          error={form.formState.errors.email?.message ?? fieldError}
          style={{ flex: '1 1 260px' }}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field: { ref, onChange, ...field } }) => (
            <Select
              {...field}
              ref={ref}
              label={t('team.invite.role')}
              data={roleOptions}
              onChange={(v) => v && onChange(v)}
              allowDeselect={false}
              style={{ flex: '0 1 200px' }}
            />
          )}
        />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, sm: 25 }}>
          {t('team.invite.submit')}
        </Button>
      </Group>
    </form>
  );
}
