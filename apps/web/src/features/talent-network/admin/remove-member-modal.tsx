import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminTalentNetworkMember } from '@opencareers/contracts/talent-network';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useRemoveMember } from './admin-members-api.ts';

/** Asks before removing a member: their alerts end and their data is deleted, for good. */
export function RemoveMemberModal({
  member,
  onClose,
}: {
  member: AdminTalentNetworkMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        showSuccessToast(t('talentNetwork.admin.removedToast'));
        onClose();
      },
      onError: (e) =>
        showErrorToast(isApiRequestError(e) && e.status !== 0 ? e.message : t('talentNetwork.admin.failed')),
    });
  };
  return (
    <Modal
      opened={!!member}
      onClose={onClose}
      title={t('talentNetwork.admin.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {member ? (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('talentNetwork.admin.removeConfirm', { email: member.email })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('talentNetwork.admin.keep')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={remove.isPending}>
              {t('talentNetwork.admin.removeButton')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
