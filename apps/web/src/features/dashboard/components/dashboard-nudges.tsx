import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDashboardNudges, useDismissNudge } from '../api/nudges.ts';
import { useDashboardTodos } from '../api/todos.ts';
import { nudgesBesideTodos } from '../logic/nudges-beside-todos.ts';
import { NudgeCard } from './nudge-card.tsx';

/**
 * The nudges under the to-do list (loaded lazily by dashboard-view.tsx). Nothing shows while
 * they load, when there are none, or when they fail: they suggest, the to-do list informs.
 * One whose subject already has a row in the to-do list steps aside (nudgesBesideTodos).
 */
export function DashboardNudges() {
  const { t } = useTranslation();
  const all = useDashboardNudges();
  // The same query as the to-do list above: read from its cache, not fetched twice.
  const todos = useDashboardTodos();
  const dismiss = useDismissNudge();
  const nudges = nudgesBesideTodos(all.data ?? [], todos.isError ? [] : todos.data?.todos);
  if (!nudges.length) return null;
  return (
    <section aria-labelledby="dashboard-nudges">
      <Title order={2} fz="lg" id="dashboard-nudges" mb="sm">
        {t('dashboard.nudges.title')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {nudges.map((nudge) => (
          <NudgeCard key={nudge.id} nudge={nudge} onDismiss={() => dismiss.mutate(nudge.id)} />
        ))}
      </SimpleGrid>
    </section>
  );
}
