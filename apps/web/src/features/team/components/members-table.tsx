import { Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@opencareers/contracts/team';
import type { StaffRole } from '@opencareers/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table.tsx';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useChangeRole, useRemoveMember } from '../api/team-api.ts';
import { useRoleOptions } from './role-options.ts';

const fullName = (m: TeamMember) => `${m.firstname} ${m.lastname}`.trim() || m.email;

/** The team's members: change a role in place, remove after a confirmation. */
export function MembersTable({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const onRole = (member: TeamMember, role: StaffRole) =>
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => showSuccessToast(t('team.members.roleChanged', { name: fullName(member) })),
        onError: (e) => showErrorToast(describeRequestError(e)),
      },
    );
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showSuccessToast(t('team.members.removed', { name: fullName(removing) })),
      onError: (e) => showErrorToast(describeRequestError(e)),
      onSettled: () => setRemoving(null),
    });
  };

  const columns: TableColumn<TeamMember>[] = [
    {
      header: t('team.members.name'),
      cell: (m) => (
        <>
          <Group gap="xs">
            <Text fw={600}>{fullName(m)}</Text>
            {m.isMe ? <Badge variant="light">{t('team.members.you')}</Badge> : null}
          </Group>
          <Text size="sm" c="gray.7">
            {m.email}
          </Text>
        </>
      ),
    },
    {
      header: t('team.members.role'),
      cell: (m) => (
        <Select
          aria-label={t('team.members.roleOf', { name: fullName(m) })}
          data={roleOptions}
          value={m.role}
          allowDeselect={false}
          onChange={(v) => v && v !== m.role && onRole(m, v as StaffRole)}
          w={190}
          maw="100%"
        />
      ),
    },
    {
      header: t('team.members.actions'),
      hideHeader: true,
      align: 'end',
      cell: (m) => (
        <Button
          variant="subtle"
          color="red.9"
          c="red.9"
          onClick={() => setRemoving(m)}
          aria-label={t('team.members.removeWho', { name: fullName(m) })}
        >
          {t('team.members.remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ResponsiveTable
        rows={members}
        rowKey={(m) => m.id}
        columns={columns}
        label={t('team.members.title')}
      />
      <Modal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        title={t('team.members.removeTitle')}
        centered
      >
        <Stack>
          <Text>{removing ? t('team.members.removeBody', { name: fullName(removing) }) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('team.cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={confirmRemove}>
              {t('team.members.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
