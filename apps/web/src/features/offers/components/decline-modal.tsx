import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useDeclineOffer } from '../api/offer-mutations.ts';
import { serverMessage } from '../logic/server-message.ts';

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
  const [reason, setReason] = useState('');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const decline = useDeclineOffer(offerId);
  const confirm = () =>
    decline.mutate(reason, {
      onSuccess: () => {
        showSuccessToast(successMessage ?? t('offers.messages.rejected'));
        onClose();
        navigate(href('/careers/offers'));
      },
      onError: (error) => showErrorToast(serverMessage(error) ?? t('offers.messages.declineFailed')),
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('offers.decline.title')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="md">{t('offers.decline.body')}</Text>
      <Textarea
        mb="lg"
        label={t('offers.decline.reason')}
        description={t('offers.decline.reasonHelp')}
        value={reason}
        maxLength={1000}
        autosize
        minRows={2}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={decline.isPending}>
          {t('offers.decline.back')}
        </Button>
        <Button color="red.9" onClick={confirm} loading={decline.isPending}>
          {t('offers.decline.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
