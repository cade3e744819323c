import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { declineOfferBodySchema } from '@opencareers/contracts/offers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useDeclineOffer } from '../api/offer-mutations.ts';
import { serverMessage } from '../logic/server-message.ts';

/** The decline request's body, checked as the server checks it. */
const declineSchema = declineOfferBodySchema.unwrap();

/** shell §2/§4: decline is final; after success the candidate returns to the offers list. */
export function DeclineModal({
  offerId,
  opened,
  onClose,
  successMessage,
}: {
  offerId: string;
  opened: boolean;
  onClose: () => void;
  /** What to say once the decline is recorded (default: "Successfully rejected the offer"). */
  successMessage?: string;
}) {
  const form = useForm<z.input<typeof declineSchema>, unknown, z.output<typeof declineSchema>>({
    resolver: zodResolver(declineSchema),
    defaultValues: { reason: '' },
  });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const decline = useDeclineOffer(offerId);
  const confirm = form.handleSubmit(({ reason }) =>
    decline.mutate(reason ?? '', {
      onSuccess: () => {
        showSuccessToast(successMessage ?? t('offers.messages.rejected'));
        onClose();
        navigate(href('/careers/offers'));
      },
      onError: (error) => showErrorToast(serverMessage(error) ?? t('offers.messages.declineFailed')),
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('offers.decline.title')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={confirm}>
        <Text mb="md">{t('offers.decline.body')}</Text>
        <Textarea
          mb="lg"
          label={t('offers.decline.reason')}
          description={t('offers.decline.reasonHelp')}
          {...form.register('reason')}
          maxLength={1000}
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decline.isPending}>
            {t('offers.decline.back')}
          </Button>
          <Button type="submit" color="red.9" loading={decline.isPending}>
            {t('offers.decline.confirm')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
