import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { type DashboardItem, DashboardList } from './dashboard-list.tsx';

/** A dashboard tab shows the first few; the full page behind "See all" has the rest. */
export const dashboardPreviewSize = 5;

interface DashboardPanelProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  failedTitle: string;
  items: DashboardItem[] | undefined;
  empty: { message: string; icon: ReactNode; action?: { label: string; to: string } };
  seeAll: { label: string; to: string };
}

/** One tab's content: loading, failed, empty with a next step, or the first rows and "See all". */
export function DashboardPanel({ query, failedTitle, items, empty, seeAll }: DashboardPanelProps) {
  if (!items) return <QueryStatus query={query} failedTitle={failedTitle} />;
  if (items.length === 0)
    return (
      <EmptyState message={empty.message} icon={empty.icon}>
        {empty.action && (
          <Button component={Link} to={empty.action.to} variant="light">
            {empty.action.label}
          </Button>
        )}
      </EmptyState>
    );
  return (
    <Stack gap="md">
      <DashboardList items={items.slice(0, dashboardPreviewSize)} />
      <Group justify="flex-end">
        <Anchor component={Link} to={seeAll.to} fw={600}>
          {seeAll.label}
        </Anchor>
      </Group>
    </Stack>
  );
}
