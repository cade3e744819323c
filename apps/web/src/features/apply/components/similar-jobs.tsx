import { Anchor, Box, Group, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobTile } from '../../../components/job-tile.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTrackedHref } from '../../../lib/url/use-carried-href.ts';
import { similarJobsShown, useSimilarJobs } from '../api/similar-jobs.ts';

const skeletonKeys = Array.from({ length: similarJobsShown }, (_, i) => `similar-${i}`);

/**
 * "Jobs like this one" under the confirmation: open jobs of the same department from the
 * search API. Nothing to suggest (or a failed load) shows nothing: the confirmation matters more.
 */
export function SimilarJobs({ position }: { position: { id: string; department: string } }) {
  const { t } = useTranslation();
  const href = useTrackedHref();
  const query = useSimilarJobs(position);
  if (query.isError || (query.data && !query.data.length) || !position.department) return null;
  return (
    // As wide as the confirmation above it, one job per row.
    <Box maw={640} w="100%" mx="auto">
      <SectionCard
        title={t('apply.similar.title')}
        intro={t('apply.similar.intro', { department: position.department })}
      >
        {query.data ? (
          <SimpleGrid cols={1} component="ul" p={0} m={0} spacing="sm">
            {query.data.map((p) => (
              <JobTile key={p.id} position={p} to={href(`/careers/job/${encodeURIComponent(p.id)}`)} />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={1} role="status" aria-label={t('common.loading')}>
            {skeletonKeys.map((key) => (
              <Skeleton key={key} height={72} radius="md" />
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Anchor
            component={Link}
            to={href(`/careers?filter_department=${encodeURIComponent(position.department)}`)}
            fw={600}
          >
            {t('apply.similar.seeAll')}
          </Anchor>
        </Group>
      </SectionCard>
    </Box>
  );
}
