import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import {
  type AdminTalentNetworkMember,
  talentNetworkAdminPageSize,
} from '@opencareers/contracts/talent-network';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { memberResumeHref } from './admin-members-api.ts';
import { MemberStatusBadge } from './member-status-badge.tsx';

interface Props {
  members: AdminTalentNetworkMember[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** Null when the reader may not remove members (recruiters). */
  onRemove: ((m: AdminTalentNetworkMember) => void) | null;
  /** Opens the profile a member shares. */
  onProfile: (m: AdminTalentNetworkMember) => void;
}

/** A language code in the reader's language ("de" → "German"); the code when Intl cannot name it. */
function languageName(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One page of talent-network members: address, interests, language, status, joined. */
export function MembersTable({ members, total, page, onPage, onRemove, onProfile }: Props) {
  const { t, i18n } = useTranslation();
  const head = [
    t('talentNetwork.admin.email'),
    t('talentNetwork.admin.interests'),
    t('talentNetwork.admin.language'),
    t('talentNetwork.admin.shared'),
    t('talentNetwork.admin.status'),
    t('talentNetwork.admin.joined'),
  ];
  if (onRemove) head.push(t('talentNetwork.admin.actions'));
  return (
    <PagedTable
      head={head}
      minWidth={onRemove ? 980 : 880}
      total={total}
      pageSize={talentNetworkAdminPageSize}
      page={page}
      onPage={onPage}
    >
      {members.map((m) => (
        <Table.Tr key={m.id} data-member-id={m.id}>
          <Table.Td>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Text>
          </Table.Td>
          <Table.Td>
            {m.departments.length ? (
              <Text size="sm">
                {t('talentNetwork.admin.departmentsOf', { list: m.departments.join(', ') })}
              </Text>
            ) : null}
            {m.keywords ? (
              <Text size="sm">{t('talentNetwork.admin.keywordsOf', { keywords: m.keywords })}</Text>
            ) : null}
            {m.location ? (
              <Text size="sm">{t('talentNetwork.admin.placeOf', { place: m.location })}</Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {m.locale ? languageName(m.locale, i18n.language) : t('talentNetwork.admin.siteDefault')}
            </Text>
          </Table.Td>
          <Table.Td>
            {m.resume_name || m.profile_shared ? (
              <Stack gap={2} align="flex-start">
                {m.resume_name ? (
                  <Anchor
                    href={memberResumeHref(m.id)}
                    download
                    size="sm"
                    aria-label={t('talentNetwork.admin.resumeOf', { email: m.email })}
                  >
                    {t('talentNetwork.admin.resume')}
                  </Anchor>
                ) : null}
                {m.profile_shared ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    px={0}
                    onClick={() => onProfile(m)}
                    aria-label={t('talentNetwork.admin.profileOf', { email: m.email })}
                  >
                    {t('talentNetwork.admin.profile')}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="gray.7">
                {t('talentNetwork.admin.nothingShared')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <MemberStatusBadge status={m.status} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatDay(m.joined_at, i18n.language)}</Text>
          </Table.Td>
          {onRemove ? (
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => onRemove(m)}
                aria-label={t('talentNetwork.admin.removeOf', { email: m.email })}
              >
                {t('talentNetwork.admin.remove')}
              </Button>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
