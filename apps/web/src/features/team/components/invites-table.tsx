import { Badge, Button, Group, Text } from '@mantine/core';
import type { TeamInvite } from '@opencareers/contracts/team';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useResendInvite, useRevokeInvite } from '../api/team-api.ts';

/** Pending invitations: re-send (a new link) or revoke. */
export function InvitesTable({ invites }: { invites: TeamInvite[] }) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  if (!invites.length) return <Text c="gray.7">{t('team.invites.none')}</Text>;
  const done = (key: 'team.invites.resent' | 'team.invites.revoked', email: string) => ({
    onSuccess: () => showSuccessToast(t(key, { email })),
    onError: (e: unknown) => showErrorToast(describeRequestError(e)),
  });
  const columns: TableColumn<TeamInvite>[] = [
    {
      header: t('team.invites.email'),
      cell: (inv) => (
        <>
          <Text fw={600}>{inv.email}</Text>
          {inv.invitedBy ? (
            <Text size="sm" c="gray.7">
              {t('team.invites.by', { name: inv.invitedBy })}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: t('team.invites.role'), cell: (inv) => t(`team.roles.${inv.role}`) },
    {
      header: t('team.invites.expires'),
      cell: (inv) =>
        inv.expired ? (
          <Badge color="red" variant="light">
            {t('team.invites.expired')}
          </Badge>
        ) : (
          formatDay(inv.expiresAt, i18n.language)
        ),
    },
    {
      header: t('team.members.actions'),
      hideHeader: true,
      cell: (inv) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            onClick={() => resend.mutate(inv.id, done('team.invites.resent', inv.email))}
            aria-label={t('team.invites.resendTo', { email: inv.email })}
          >
            {t('team.invites.resend')}
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            c="red.9"
            size="xs"
            onClick={() => revoke.mutate(inv.id, done('team.invites.revoked', inv.email))}
            aria-label={t('team.invites.revokeFor', { email: inv.email })}
          >
            {t('team.invites.revoke')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={invites}
      rowKey={(inv) => inv.id}
      columns={columns}
      label={t('team.invites.title')}
    />
  );
}
