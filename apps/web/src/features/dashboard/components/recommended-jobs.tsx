import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import { IconMapPin, IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { MatchBadge } from '../../positions/index.ts';
import { useRecommendations } from '../api/recommendations.ts';

function RecommendedJob({ position }: { position: PositionSummary }) {
  const href = useCarriedHref();
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
            fw={600}
            c="dark.8"
            lh={1.3}
          >
            {position.name}
          </Anchor>
          <MatchBadge match={position.match} />
        </Group>
        <Text size="sm" c="gray.7">
          {position.department}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm" c="gray.7" truncate>
            {position.location}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * "Recommended for you" above the dashboard tabs: the open jobs that match the profile best,
 * not yet applied to. Without a profile to score it invites the candidate to complete it;
 * where the site has matching turned off it shows nothing.
 */
export function RecommendedJobs() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const query = useRecommendations();
  const data = query.data;
  if (data && !data.available && data.reason !== 'profile_incomplete') return null;

  const body = () => {
    if (!data)
      return query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={104} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <QueryStatus query={query} failedTitle={t('personalization.loadFailed')} />
      );
    if (!data.available)
      return (
        <EmptyState
          message={t('personalization.profileIncomplete')}
          icon={<IconUserCircle size={28} stroke={1.5} />}
        >
          <Button component={Link} to={href('/careers/profile')} variant="light">
            {t('personalization.completeProfile')}
          </Button>
        </EmptyState>
      );
    if (!data.positions.length)
      return (
        <EmptyState message={t('personalization.noneLeft')} icon={<IconSparkles size={28} stroke={1.5} />}>
          <Button component={Link} to={href('/careers')} variant="light">
            {t('personalization.browseJobs')}
          </Button>
        </EmptyState>
      );
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} spacing="sm">
          {data.positions.map((p) => (
            <RecommendedJob key={p.id} position={p} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Anchor component={Link} to={href('/careers?sort_by=best_match')} fw={600}>
            {t('personalization.seeAllMatches')}
          </Anchor>
        </Group>
      </Stack>
    );
  };

  return (
    <SectionCard title={t('personalization.recommendedTitle')} intro={t('personalization.recommendedIntro')}>
      {body()}
    </SectionCard>
  );
}
