import { Anchor, Box, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTrackedHref } from '../../../lib/url/use-carried-href.ts';
import { similarJobsShown, useSimilarJobs } from '../api/similar-jobs.ts';

const skeletonKeys = Array.from({ length: similarJobsShown }, (_, i) => `similar-${i}`);

function SimilarJob({ position }: { position: PositionSummary }) {
  const href = useTrackedHref();
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Anchor
        component={Link}
        to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
        fw={600}
        c="dark.8"
        lh={1.3}
      >
        {position.name}
      </Anchor>
      <Group gap={4} wrap="nowrap" mt={6}>
        <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-7)" />
        <Text size="sm" c="gray.7" truncate>
          {position.location}
        </Text>
      </Group>
    </Paper>
  );
}

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
              <SimilarJob key={p.id} position={p} />
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
