import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { extendOfferBodySchema } from '@opencareers/contracts/offers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { endOfDayIso, useExtendOffer } from './admin-offers-api.ts';

/** The day input holds YYYY-MM-DD; the request is the end of that day (or no expiry when blank). */
const extendSchema = z
  .object({ expires_at: z.string() })
  .transform(
    (v): z.input<typeof extendOfferBodySchema> => ({
      expires_at: v.expires_at ? endOfDayIso(v.expires_at) : null,
    }),
  )
  .pipe(extendOfferBodySchema);

/** Extends a draft offer to the candidate, or moves an open offer's respond-by date. */
export function ExtendOfferForm({ offerId, isDraft }: { offerId: string; isDraft: boolean }) {
  const { t } = useTranslation();
  const extend = useExtendOffer(offerId);
  const form = useForm<z.input<typeof extendSchema>, unknown, z.output<typeof extendSchema>>({
    resolver: zodResolver(extendSchema),
    defaultValues: { expires_at: '' },
  });
  const submit = form.handleSubmit(({ expires_at }) =>
    extend.mutate(expires_at ?? null, {
      onSuccess: () => showSuccessToast(t('offers.admin.extended')),
      onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('offers.admin.expires')}
          {...form.register('expires_at')}
          error={form.formState.errors.expires_at?.message}
        />
        <Button type="submit" loading={extend.isPending}>
          {isDraft ? t('offers.admin.extend') : t('offers.admin.updateExpiry')}
        </Button>
      </Group>
    </form>
  );
}
