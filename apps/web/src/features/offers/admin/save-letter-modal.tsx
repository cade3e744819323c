import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Saving changes every letter generated from now on, so it is asked once more. */
export function SaveLetterModal({
  opened,
  saving,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('offers.letterTemplate.confirmTitle')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{t('offers.letterTemplate.confirmBody')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('offers.letterTemplate.confirmBack')}
        </Button>
        <Button onClick={onConfirm} loading={saving}>
          {t('offers.letterTemplate.confirmSave')}
        </Button>
      </Group>
    </Modal>
  );
}
