import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SectionCard } from '../../../../components/section-card.tsx';
import { useBoot } from '../../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../../lib/notify/toast.ts';
import { downloadMyDataHref, useEmailResetLink } from '../../api/account.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { DeleteAccountModal } from './delete-account-modal.tsx';

function ActionRow({ title, help, action }: { title: string; help: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <div style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="gray.7">
          {help}
        </Text>
      </div>
      {action}
    </Group>
  );
}

/** Settings › Account and privacy: password, a reset link, the data archive, deletion (docs/account.md). */
export function AccountPrivacy() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const email = useBoot().user.profile?.email ?? '';
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const resetLink = useEmailResetLink();

  return (
    <SectionCard title={t('account.title')} intro={t('account.intro')}>
      <Stack gap="md">
        <ActionRow
          title={t('account.change.title')}
          help={t('account.change.help')}
          action={
            <Button variant="default" onClick={() => setDialog('password')}>
              {t('account.change.open')}
            </Button>
          }
        />
        <Divider />
        <ActionRow
          title={t('account.resetLink.title')}
          help={t('account.resetLink.help', { email })}
          action={
            <Button
              variant="default"
              loading={resetLink.isPending}
              onClick={() =>
                resetLink.mutate(email, {
                  onSuccess: () => showSuccessToast(t('account.resetLink.sent', { email })),
                  onError: (error) => showErrorToast(describeRequestError(error)),
                })
              }
            >
              {t('account.resetLink.open')}
            </Button>
          }
        />
        <Divider />
        <ActionRow
          title={t('account.download.title')}
          help={t('account.download.help')}
          action={
            <Button component="a" href={downloadMyDataHref(search)} download variant="default">
              {t('account.download.open')}
            </Button>
          }
        />
        <Divider />
        <ActionRow
          title={t('account.delete.title')}
          help={t('account.delete.help')}
          action={
            <Button color="red" variant="light" onClick={() => setDialog('delete')}>
              {t('account.delete.open')}
            </Button>
          }
        />
      </Stack>
      <ChangePasswordModal opened={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountModal opened={dialog === 'delete'} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
