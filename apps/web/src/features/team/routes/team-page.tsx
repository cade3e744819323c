import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { useTeam } from '../api/team-api.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { InvitesTable } from '../components/invites-table.tsx';
import { MembersTable } from '../components/members-table.tsx';

/** /admin/team: who works on the site with which role; invitations (admins only). */
export function TeamPage() {
  const { t } = useTranslation();
  const team = useTeam();
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminTeam')}</Title>
          <Text c="gray.7" mt={4}>
            {t('team.intro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="team-invite-title">
          <Title order={2} size="h3" id="team-invite-title" mb="sm">
            {t('team.invite.title')}
          </Title>
          <InviteForm />
        </Paper>
        {team.isPending ? (
          <Skeleton height={240} radius="md" role="status" aria-label={t('common.loading')} />
        ) : team.isError ? (
          <Text c="red.9">{t('team.loadFailed')}</Text>
        ) : (
          <>
            <section aria-labelledby="team-members-title">
              <Title order={2} size="h3" id="team-members-title" mb="sm">
                {t('team.members.title')}
              </Title>
              <MembersTable members={team.data.members} />
            </section>
            <section aria-labelledby="team-invites-title">
              <Title order={2} size="h3" id="team-invites-title" mb="sm">
                {t('team.invites.title')}
              </Title>
              <InvitesTable invites={team.data.invites} />
            </section>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
