import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconChecklist,
  IconClipboardList,
  IconFileCertificate,
  IconPlus,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminHome } from '../api/get-admin-home.ts';
import { AttentionCard } from '../components/attention-card.tsx';
import { readLastVisit, writeLastVisit } from './last-visit.ts';

/** /admin: what needs the admin's attention, each count linking to its list. */
export function AdminHomePage() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const { tenant, config, user } = useBoot();
  // Read once: the counts are "since the last visit", which this visit then becomes.
  const [since] = useState(() => readLastVisit(tenant.domain));
  useEffect(() => writeLastVisit(tenant.domain, new Date()), [tenant.domain]);
  const home = useAdminHome(since);

  return (
    <PageContainer>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('adminHome.title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('adminHome.intro', { companyName: config.pcsxConfig.branding.companyName })}
            </Text>
          </div>
          {user.role === 'admin' ? (
            <Button
              component={Link}
              to={href('/admin/jobs/new')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('adminHome.postJob')}
            </Button>
          ) : null}
        </Group>

        {user.role === 'theme-builder' ? (
          // A theme builder's one area is the theme (docs/admin.md "Team and roles").
          <Card withBorder radius="lg" padding="lg">
            <Text>{t('team.themeBuilderHome')}</Text>
            <Button component={Link} to={href('/admin/theme')} mt="md" w="fit-content">
              {t('team.openThemeBuilder')}
            </Button>
          </Card>
        ) : home.isError ? (
          <Alert color="red" title={t('adminHome.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => home.refetch()}>
              {t('adminHome.retry')}
            </Button>
          </Alert>
        ) : !home.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={180} radius="lg" />
            ))}
          </SimpleGrid>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <AttentionCard
                label={t('adminHome.newApplications')}
                count={home.data.newApplications.count}
                help={
                  since
                    ? t('adminHome.sinceVisit', {
                        date: formatDay(home.data.newApplications.since, i18n.language),
                      })
                    : t('adminHome.sinceWeek')
                }
                to={href('/admin/applications')}
                linkLabel={t('adminHome.view')}
                icon={IconClipboardList}
                color="blue"
              />
              <AttentionCard
                label={t('adminHome.offersAwaiting')}
                count={home.data.offersAwaitingAnswer}
                help={t('adminHome.offersHelp')}
                to={href('/admin/offers')}
                linkLabel={t('adminHome.view')}
                icon={IconFileCertificate}
                color="grape"
              />
              <AttentionCard
                label={t('adminHome.formsOverdue')}
                count={home.data.formsOverdue}
                help={t('adminHome.formsHelp')}
                to={href('/admin/form-assignments')}
                linkLabel={t('adminHome.view')}
                icon={IconChecklist}
                color="orange"
              />
              <AttentionCard
                label={t('adminHome.jobsClosing')}
                count={home.data.jobsClosingSoon.count}
                help={t('adminHome.jobsClosingHelp', { days: home.data.jobsClosingSoon.withinDays })}
                to={href('/admin/jobs?closing=soon')}
                linkLabel={t('adminHome.view')}
                icon={IconBriefcase}
                color="teal"
              />
            </SimpleGrid>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="admin-home-jobs">
              <Group justify="space-between">
                <div>
                  <Title order={2} fz="lg" id="admin-home-jobs">
                    {t('adminHome.jobsTitle')}
                  </Title>
                  <Text c="dimmed" size="sm" mt={4}>
                    {t('adminHome.openJobs', { count: home.data.openJobs })} ·{' '}
                    {t('adminHome.draftJobs', { count: home.data.draftJobs })}
                  </Text>
                </div>
                <Group gap="sm">
                  <Button variant="default" component={Link} to={href('/admin/jobs')}>
                    {t('adminHome.allJobs')}
                  </Button>
                  <Button variant="light" component={Link} to={href('/admin/jobs?status=draft')}>
                    {t('adminHome.drafts')}
                  </Button>
                </Group>
              </Group>
            </Card>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
