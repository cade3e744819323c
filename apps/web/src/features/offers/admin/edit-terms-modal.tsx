import { Modal, Text } from '@mantine/core';
import type { AdminOffer } from '@opencareers/contracts/offers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useAdminOffer, useEditOfferTerms } from './admin-offers-api.ts';
import { EditTermsForm } from './edit-terms-form.tsx';

/** "Edit terms" on the admin offer page: the form in a dialog, and what the server answers. */
export function EditTermsModal({
  offer,
  opened,
  onClose,
}: {
  offer: AdminOffer;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useEditOfferTerms(offer.id);
  const query = useAdminOffer(offer.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // A fresh form (its fields filled from the offer) each time the offer changes or reopens.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    setConflict(null);
    setServerErrors({});
    setFormKey((k) => k + 1);
    onClose();
  };
  const reload = async () => {
    await query.refetch();
    setConflict(null);
    setServerErrors({});
    setFormKey((k) => k + 1);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('offers.editTerms.title')}
      size="lg"
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm" mb="md">
        {t(offer.status === 'Draft' ? 'offers.editTerms.introDraft' : 'offers.editTerms.introExtended')}
      </Text>
      <EditTermsForm
        key={`${offer.updated_at}-${formKey}`}
        offer={offer}
        saving={save.isPending}
        conflict={conflict}
        serverErrors={serverErrors}
        onCancel={close}
        onReload={() => void reload()}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: () => {
              showSuccessToast(t('offers.editTerms.saved'));
              close();
            },
            onError: (e) => {
              if (isApiRequestError(e) && e.status === 409) {
                setConflict(serverMessage(e) ?? t('offers.editTerms.conflictTitle'));
                return;
              }
              if (isApiRequestError(e) && e.fieldErrors) setServerErrors(e.fieldErrors);
              showErrorToast(serverMessage(e) ?? t('offers.editTerms.failed'));
            },
          })
        }
      />
    </Modal>
  );
}
