import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Insights } from '@opencareers/contracts/insights';
import { IconBriefcase, IconCalendarTime, IconChartBar, IconCoin, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

interface InsightsPanelProps {
  insights: Insights | undefined;
  loading: boolean;
  failed: boolean;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>{children}</div>
      </Group>
    </Card>
  );
}

/** Facts about the position from the site's own data (issue 5 "Insights"). */
export function InsightsPanel({ insights, loading, failed }: InsightsPanelProps) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </SimpleGrid>
    );
  }
  // search §4: a failed insights call leaves only this part empty.
  if (failed || !insights)
    return <EmptyState message={t('positions.insights.unavailable')} icon={<IconChartBar size={28} />} />;
  const pay = insights.payComparison;
  const percent = pay ? Math.round(Math.abs(pay.percentDifference)) : 0;
  return (
    <Stack gap="md" data-testid="insights-panel">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact icon={<IconCalendarTime size={18} />}>
          <Text fw={600}>
            {insights.daysOpen < 1
              ? t('positions.insights.openedToday')
              : t('positions.insights.daysOpen', { count: insights.daysOpen })}
          </Text>
        </Fact>
        {insights.applicants.available && insights.applicants.count !== null ? (
          <Fact icon={<IconUsers size={18} />}>
            <Text fw={600}>
              {insights.applicants.count === 0
                ? t('positions.insights.noApplicants')
                : t('positions.insights.applicants', { count: insights.applicants.count })}
            </Text>
          </Fact>
        ) : null}
        <Fact icon={<IconBriefcase size={18} />}>
          <Text fw={600}>
            {t('positions.insights.similar', { count: insights.similarOpenPositions.count })}
          </Text>
          {insights.similarOpenPositions.examples.slice(0, 3).map((example) => (
            <Text key={example.id} size="sm" truncate>
              <Anchor component={Link} to={href(`/careers/job/${encodeURIComponent(example.id)}`)}>
                {example.name}
              </Anchor>
              <Text span c="dimmed" size="sm">
                {' '}
                · {example.location}
              </Text>
            </Text>
          ))}
        </Fact>
        {pay ? (
          <Fact icon={<IconCoin size={18} />}>
            <Text fw={600}>
              {percent === 0
                ? t('positions.insights.payEqual')
                : pay.percentDifference > 0
                  ? t('positions.insights.payAbove', { percent })
                  : t('positions.insights.payBelow', { percent })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('positions.insights.paySample', { count: pay.sampleSize })}
            </Text>
          </Fact>
        ) : null}
      </SimpleGrid>
      {insights.topSkills.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb="xs">
            {t('positions.insights.topSkills')}
          </Text>
          <Stack gap={8}>
            {insights.topSkills.slice(0, 6).map((skill) => (
              <div key={skill.skill}>
                <Group justify="space-between" mb={2}>
                  <Text size="sm">{skill.skill}</Text>
                  <Text size="xs" c="dimmed">
                    {Math.round(skill.share * 100)}%
                  </Text>
                </Group>
                <Progress value={skill.share * 100} size="sm" radius="xl" aria-label={skill.skill} />
              </div>
            ))}
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
