import { Button, Card, Stack, Text } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import type { SearchData } from '@opencareers/contracts/search';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PositionCard } from './position-card.tsx';
import { ResultsPager } from './results-pager.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';

interface ResultsListProps {
  data: SearchData | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (position: PositionSummary) => void;
  onPage: (start: number) => void;
  start: number;
  summary: ReactNode;
}

/** The results column: summary, cards, pages; or its loading, empty and error states. */
export function ResultsList(props: ResultsListProps) {
  const { t } = useTranslation();
  if (props.failed) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState message={t('search.errorTitle')} icon={<IconAlertTriangle size={28} />}>
          <Text size="sm" c="dimmed">
            {t('search.errorHint')}
          </Text>
          <Button variant="light" onClick={props.onRetry}>
            {t('common.tryAgain')}
          </Button>
        </EmptyState>
      </Card>
    );
  }
  if (props.loading || !props.data) return <ResultsSkeleton />;
  const { data } = props;
  if (data.count === 0) {
    const searching =
      Boolean(data.resultsMetaData.query || data.resultsMetaData.location) ||
      Object.keys(data.appliedFilters).length > 0;
    return (
      <Stack gap="md">
        {props.summary}
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            message={searching ? t('search.emptyTitle') : t('search.emptyNoJobs')}
            icon={<IconSearchOff size={28} />}
          >
            {searching ? (
              <Text size="sm" c="dimmed">
                {t('search.emptyHint')}
              </Text>
            ) : null}
          </EmptyState>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {props.summary}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="search-results">
        {data.positions.map((position) => (
          <li key={position.id}>
            <PositionCard
              position={position}
              selected={position.id === props.selectedId}
              onSelect={props.onSelect}
            />
          </li>
        ))}
      </Stack>
      <ResultsPager total={data.count} start={props.start} onPage={props.onPage} />
    </Stack>
  );
}
