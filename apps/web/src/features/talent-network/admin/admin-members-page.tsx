import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { AdminTalentNetworkMember } from '@opencareers/contracts/talent-network';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { type MemberFilter, membersCsvHref, useAdminMembers } from './admin-members-api.ts';
import { MemberProfileModal } from './member-profile-modal.tsx';
import { MembersTable } from './members-table.tsx';
import { RemoveMemberModal } from './remove-member-modal.tsx';

/**
 * /admin/talent-network: who joined the talent network, with their interests, by status. The
 * hiring team reads it; only admins remove someone (their data is deleted for good).
 */
export function AdminMembersPage() {
  const { t } = useTranslation();
  // Removing and exporting are an admin's (docs/talent-network.md).
  const canRemove = useBoot().user.role === 'admin';
  const [status, setStatus] = useState<MemberFilter['status']>('all');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<AdminTalentNetworkMember | null>(null);
  const [reading, setReading] = useState<AdminTalentNetworkMember | null>(null);
  const list = useAdminMembers({ status, page });

  return (
    <AdminListPage<AdminTalentNetworkMember>
      title={t('pages.talentNetwork')}
      list={{
        title: t('talentNetwork.admin.listTitle'),
        controls: (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('talentNetwork.admin.help')}
            </Text>
            <Group justify="space-between" align="center" gap="sm">
              <SegmentedControl
                aria-label={t('talentNetwork.admin.filterStatus')}
                value={status}
                onChange={(v) => {
                  setStatus(v as MemberFilter['status']);
                  setPage(1);
                }}
                data={(['all', 'confirmed', 'pending', 'unsubscribed'] as const).map((value) => ({
                  value,
                  label: t(`talentNetwork.admin.${value}`),
                }))}
                style={{ maxWidth: '100%' }}
                styles={{ root: { flexWrap: 'wrap' } }}
              />
              {canRemove ? (
                // The export is for admins, like removing: a file of addresses leaves the console.
                <Anchor href={membersCsvHref(status)} download size="sm">
                  {t('adminAnalytics.exportCsv')}
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        ),
        query: list,
        failedTitle: t('talentNetwork.admin.loadFailed'),
        empty: list.data ? !list.data.members.length : null,
        emptyText: t('talentNetwork.admin.empty'),
        table: list.data ? (
          <MembersTable
            members={list.data.members}
            total={list.data.total}
            page={page}
            onPage={setPage}
            onRemove={canRemove ? setRemoving : null}
            onProfile={setReading}
          />
        ) : null,
      }}
    >
      <RemoveMemberModal member={removing} onClose={() => setRemoving(null)} />
      <MemberProfileModal member={reading} onClose={() => setReading(null)} />
    </AdminListPage>
  );
}
