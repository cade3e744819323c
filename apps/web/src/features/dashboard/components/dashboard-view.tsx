import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { type DashboardTab, dashboardTabs, selectedTab } from '../logic/dashboard-tabs.ts';
import { ApplicationsPanel } from '../panels/applications-panel.tsx';
import { InterviewsPanel } from '../panels/interviews-panel.tsx';
import { OffersPanel } from '../panels/offers-panel.tsx';
import { SavedPositionsPanel } from '../panels/saved-positions-panel.tsx';
import { DraftApplicationsCard } from './draft-applications-card.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';

/** The tabs with a feature behind them; the configuration picks and orders among these. */
const panels: Partial<Record<DashboardTab, ComponentType>> = {
  applications: ApplicationsPanel,
  interviews: InterviewsPanel,
  savedPositions: SavedPositionsPanel,
  offers: OffersPanel,
};
const available = new Set(Object.keys(panels) as DashboardTab[]);

/** /careers/dashboard: the candidate's applications, interviews, saved jobs and offers in tabs. */
export function DashboardView() {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const [params, setParams] = useSearchParams();
  const tabs = dashboardTabs(config.pcsxConfig.dashboardConfig.tabs, available);
  const active = selectedTab(tabs, params.get('tab'));

  const select = (tab: string | null) => {
    if (!tab) return;
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true });
  };

  return (
    <PageContainer>
      <div data-oc="talent-experience">
        <Stack gap={4} mb="lg">
          <Title order={1}>{t('pages.dashboard')}</Title>
          <Text c="dimmed">{t('dashboard.greeting', { name: displayName(user) })}</Text>
        </Stack>
        <Stack gap="lg">
          <RecommendedJobs />
          <DraftApplicationsCard />
          <Card withBorder radius="lg" padding="lg" shadow="xs">
            {active ? (
              <Tabs value={active} onChange={select} keepMounted={false}>
                <Tabs.List mb="md">
                  {tabs.map((tab) => (
                    <Tabs.Tab key={tab} value={tab}>
                      {t(`dashboard.tabs.${tab}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {tabs.map((tab) => {
                  const Panel = panels[tab];
                  return (
                    <Tabs.Panel key={tab} value={tab}>
                      {Panel && <Panel />}
                    </Tabs.Panel>
                  );
                })}
              </Tabs>
            ) : (
              <EmptyState message={t('common.nothingYet')} />
            )}
          </Card>
        </Stack>
      </div>
    </PageContainer>
  );
}
