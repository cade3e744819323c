import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { ReferralsPanel, referralsEnabled } from '../../referrals/index.ts';
import { useDashboardNudges } from '../api/nudges.ts';
import { useDashboardTodos } from '../api/todos.ts';
import { type DashboardTab, dashboardTabs, selectedTab } from '../logic/dashboard-tabs.ts';
import { ApplicationsPanel } from '../panels/applications-panel.tsx';
import { EventsPanel } from '../panels/events-panel.tsx';
import { InterviewsPanel } from '../panels/interviews-panel.tsx';
import { OffersPanel } from '../panels/offers-panel.tsx';
import { SavedPositionsPanel } from '../panels/saved-positions-panel.tsx';
import { DraftApplicationsCard } from './draft-applications-card.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';
import { TodoList } from './todo-list.tsx';

// Nudges are suggestions, not the page: their code comes after the to-do list's.
const DashboardNudges = lazy(() =>
  import('./dashboard-nudges.tsx').then((m) => ({ default: m.DashboardNudges })),
);

/** A query that has answered, either way. */
const settled = (query: { data: unknown; isError: boolean }) => query.data !== undefined || query.isError;

/**
 * The tabs with a feature behind them; the configuration picks and orders among these (a
 * configured tab without a panel here is left out by dashboardTabs).
 */
const panels: Partial<Record<DashboardTab | 'referrals', ComponentType>> = {
  applications: ApplicationsPanel,
  interviews: InterviewsPanel,
  savedPositions: SavedPositionsPanel,
  offers: OffersPanel,
  events: EventsPanel,
  referrals: ReferralsPanel,
};
const available = new Set(Object.keys(panels) as DashboardTab[]);

/**
 * /careers/dashboard (and /careers/dashboardv2): first what needs the candidate now, then the
 * nudges, recommendations and drafts, then the configured tabs.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const boot = useBoot();
  const { user, config } = boot;
  const [params, setParams] = useSearchParams();
  // Referrals are not among the configurable tabs (search §2); the gate adds theirs last (search §6).
  const tabs: (DashboardTab | 'referrals')[] = [
    ...dashboardTabs(config.pcsxConfig.dashboardConfig.tabs, available),
    ...(referralsEnabled(boot) ? (['referrals'] as const) : []),
  ];
  const active = selectedTab(tabs, params.get('tab'));
  // What comes below the to-do list and the nudges is drawn once both have answered (and the
  // nudges' code is in: the Suspense below), not before: they grow when they answer, and
  // everything under them jumped down a screen on a phone (CLS 0.5, issue 17). Both calls start
  // here, together.
  const top = [useDashboardTodos(), useDashboardNudges()];
  const topSettled = top.every(settled);

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
          <TodoList />
          {topSettled ? (
            <Suspense fallback={null}>
              <DashboardNudges />
              <BelowTheTodos tabs={tabs} active={active} onSelect={select} />
            </Suspense>
          ) : null}
        </Stack>
      </div>
    </PageContainer>
  );
}

/** Recommendations, drafts and the configured tabs. */
function BelowTheTodos({
  tabs,
  active,
  onSelect: select,
}: {
  tabs: (DashboardTab | 'referrals')[];
  active: DashboardTab | 'referrals' | undefined;
  onSelect: (tab: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
