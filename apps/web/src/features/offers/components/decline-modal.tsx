import { Button, Group, Modal, Text } from '@mantine/core';
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
}: {
  offerId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useCarriedHref();
  const decline = useDeclineOffer(offerId);
  const confirm = () =>
    decline.mutate(undefined, {
      onSuccess: () => {
        showSuccessToast(t('offers.messages.rejected'));
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
      <Text mb="lg">{t('offers.decline.body')}</Text>
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
