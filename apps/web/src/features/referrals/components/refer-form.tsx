import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { createReferralBodySchema, referralLimits } from '@opencareers/contracts/referrals';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { useCreateReferral } from '../api/referrals-api.ts';

const valuesSchema = z.object({ email: z.string(), name: z.string(), note: z.string() });
type ReferValues = z.input<typeof valuesSchema>;

/** Their email (required), name and a note; the server sends them the job's link. */
export function ReferForm({ positionId, onDone }: { positionId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateReferral();
  // The inputs become the request, which the contract checks; an obvious typo in the address
  // is refused first in the reader's language.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => emailIssue(ctx, v.email, t('auth.validation.emailInvalid')))
        .transform(
          (v): z.input<typeof createReferralBodySchema> => ({
            position_id: positionId,
            email: v.email.trim(),
            name: v.name,
            note: v.note,
          }),
        )
        .pipe(createReferralBodySchema),
    [positionId, t],
  );
  const form = useForm<ReferValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', name: '', note: '' },
  });

  const submit = form.handleSubmit((body) => {
    const to = form.getValues('email').trim();
    create.mutate(body, {
      onSuccess: () => {
        showSuccessToast(t('referrals.sent', { email: to }));
        onDone();
      },
    });
  });
  const error = create.error;
  const fieldError = isApiRequestError(error) ? error.fieldErrors?.email : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('referrals.intro')}</Text>
        {error && !fieldError ? (
          <Alert color="red" variant="light" role="alert">
            {describeRequestError(error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('referrals.email')}
          type="email"
          autoComplete="off"
          required
          {...form.register('email')}
          error={form.formState.errors.email?.message ?? fieldError}
          data-autofocus
        />
        <TextInput
          label={t('referrals.name')}
          autoComplete="off"
          maxLength={referralLimits.maxNameLength}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Textarea
          label={t('referrals.note')}
          autosize
          minRows={3}
          maxLength={referralLimits.maxNoteLength}
          {...form.register('note')}
          error={form.formState.errors.note?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('referrals.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
