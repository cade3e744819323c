import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { JobTile } from '../../../components/job-tile.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { MatchBadge } from '../../positions/index.ts';
import { useRecommendations } from '../api/recommendations.ts';

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
            <JobTile
              key={p.id}
              position={p}
              to={href(`/careers/job/${encodeURIComponent(p.id)}`)}
              badge={<MatchBadge match={p.match} />}
              showDepartment
            />
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
