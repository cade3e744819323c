import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@opencareers/contracts/applications';
import { IconAlertTriangle, IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationCard } from '../components/application-card.tsx';

function Cards({ items }: { items: Application[] }) {
  return (
    <CardGrid>
      {items.map((a) => (
        <ApplicationCard key={a.id} application={a} />
      ))}
    </CardGrid>
  );
}

/** /careers/applications: the candidate's applications, ongoing first, ended ones apart. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { config } = useBoot();
  const showInactive = config.pcsxConfig.applicationsPageConfig.showInactiveApplications;
  const query = useApplications();

  const body = () => {
    if (query.isPending)
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label={t('common.loading')}>
          <Skeleton h={150} radius="lg" />
          <Skeleton h={150} radius="lg" />
        </SimpleGrid>
      );
    if (query.isError)
      return (
        <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('applications.loadFailed')} tone="red">
          <Button onClick={() => query.refetch()}>{t('common.tryAgain')}</Button>
        </StatusPanel>
      );
    const { applications, inactiveApplications } = query.data;
    const inactive = showInactive ? inactiveApplications : [];
    if (!applications.length && !inactive.length)
      return (
        <EmptyState message={t('applications.empty')} icon={<IconBriefcase size={28} stroke={1.5} />}>
          <Button component={Link} to={href('/careers/search')}>
            {t('applications.findJobs')}
          </Button>
        </EmptyState>
      );
    return (
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="active-applications">
          <Title order={2} fz="xl" id="active-applications">
            {t('applications.active')}
          </Title>
          {applications.length ? (
            <Cards items={applications} />
          ) : (
            <Text c="dimmed">{t('applications.noActive')}</Text>
          )}
        </Stack>
        {inactive.length ? (
          <Stack gap="md" component="section" aria-labelledby="inactive-applications">
            <Title order={2} fz="xl" id="inactive-applications">
              {t('applications.inactive')}
            </Title>
            <Cards items={inactive} />
          </Stack>
        ) : null}
      </Stack>
    );
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.applications')}</Title>
          <Text c="dimmed" mt={4}>
            {t('applications.intro')}
          </Text>
        </div>
        {body()}
      </Stack>
    </PageContainer>
  );
}
