import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { returnUploadBodySchema } from '@opencareers/contracts/offers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useReturnUpload } from './admin-offers-api.ts';

/** Returns one uploaded copy to the candidate with the reason they will read (issue 16 item 2). */
export function ReturnUploadForm({ offerId, documentId }: { offerId: string; documentId: string }) {
  const { t } = useTranslation();
  const giveBack = useReturnUpload(offerId);
  const form = useForm<
    z.input<typeof returnUploadBodySchema>,
    unknown,
    z.output<typeof returnUploadBodySchema>
  >({
    resolver: zodResolver(returnUploadBodySchema),
    defaultValues: { reason: '' },
  });
  // Return stays off until a reason the server accepts is typed.
  const ready = returnUploadBodySchema.safeParse(form.watch()).success;
  const submit = form.handleSubmit(({ reason }) =>
    giveBack.mutate(
      { documentId, reason },
      {
        onSuccess: () => {
          form.reset({ reason: '' });
          showSuccessToast(t('offers.review.returned'));
        },
        onError: (e) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Textarea
          label={t('offers.review.returnReason')}
          {...form.register('reason')}
          maxLength={1000}
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
        />
        <Group>
          <Button
            type="submit"
            variant="default"
            color="red.9"
            disabled={!ready}
            loading={giveBack.isPending}
          >
            {t('offers.review.return')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
