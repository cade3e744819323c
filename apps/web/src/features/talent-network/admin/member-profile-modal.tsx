import { Alert, Badge, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminTalentNetworkMember } from '@opencareers/contracts/talent-network';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberProfile } from './admin-members-api.ts';

/** "2020-01 – Present": a profile item's months as the candidate gave them. */
function period(start: string | null, end: string | null, current: boolean, present: string): string {
  const to = current ? present : (end ?? '');
  return [start ?? '', to].filter(Boolean).join(' – ');
}

/**
 * The profile a signed-in member shares with the company: headline, skills, experience,
 * education and places, read live from their profile when the hiring team opens it.
 */
export function MemberProfileModal({
  member,
  onClose,
}: {
  member: AdminTalentNetworkMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const profile = useMemberProfile(member?.id ?? null);
  const p = profile.data;
  const section = (title: string, body: ReactNode) => (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {body}
    </Stack>
  );
  return (
    <Modal
      opened={!!member}
      onClose={onClose}
      title={member ? t('talentNetwork.admin.profileOf', { email: member.email }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      // A long address wraps instead of running out of a phone's dialog.
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {profile.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('talentNetwork.admin.failed')}
        </Alert>
      ) : !p ? (
        <Skeleton height={200} role="status" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="md" data-testid="member-profile">
          <div>
            <Text fw={700}>{p.name}</Text>
            {p.headline ? <Text c="gray.7">{p.headline}</Text> : null}
          </div>
          {p.skills.length
            ? section(
                t('profile.sections.skills'),
                <Group gap={6}>
                  {p.skills.map((s) => (
                    <Badge key={s} variant="light" color="gray" c="gray.9" tt="none">
                      {s}
                    </Badge>
                  ))}
                </Group>,
              )
            : null}
          {p.experience.length
            ? section(
                t('profile.sections.experience'),
                p.experience.map((e) => (
                  <Text key={`${e.title}|${e.company}|${e.start}|${e.end}`} size="sm">
                    <strong>{e.title}</strong>
                    {e.company ? `, ${e.company}` : ''}{' '}
                    <Text span c="gray.7" size="sm">
                      {period(e.start, e.end, e.current, t('profile.dates.present'))}
                    </Text>
                  </Text>
                )),
              )
            : null}
          {p.education.length
            ? section(
                t('profile.sections.education'),
                p.education.map((e) => (
                  <Text key={`${e.school}|${e.degree}|${e.field}|${e.start}`} size="sm">
                    <strong>{e.school}</strong>
                    {[e.degree, e.field].filter(Boolean).length
                      ? `, ${[e.degree, e.field].filter(Boolean).join(', ')}`
                      : ''}{' '}
                    <Text span c="gray.7" size="sm">
                      {period(e.start, e.end, false, '')}
                    </Text>
                  </Text>
                )),
              )
            : null}
          {p.locations.length
            ? section(t('talentNetwork.admin.locations'), <Text size="sm">{p.locations.join(' · ')}</Text>)
            : null}
        </Stack>
      )}
    </Modal>
  );
}
