import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useInterviews } from '../api/get-interviews.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import { InterviewsSkeleton } from '../components/interviews-skeleton.tsx';
import { splitInterviews } from '../logic/interview-display.ts';
import { browserTimeZone } from '../logic/zoned-time.ts';

/** /careers/interviews: the candidate's interviews, upcoming first, then past ones. */
export function InterviewsPage() {
  const { t } = useTranslation();
  const interviews = useInterviews();
  const upcomingId = useId();
  const pastId = useId();
  const timeZone = useMemo(browserTimeZone, []);
  // Read once per fetch so the sections do not reshuffle while the page is open.
  const now = useMemo(() => new Date(interviews.dataUpdatedAt || Date.now()), [interviews.dataUpdatedAt]);

  let body: React.ReactNode;
  if (interviews.isPending) body = <InterviewsSkeleton />;
  else if (interviews.isError)
    body = (
      <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('interviews.list.loadFailed')} tone="red">
        <Button onClick={() => interviews.refetch()}>{t('interviews.list.retry')}</Button>
      </StatusPanel>
    );
  else if (!interviews.data.length)
    body = (
      <EmptyState message={t('interviews.list.empty')} icon={<IconCalendarEvent size={28} stroke={1.5} />} />
    );
  else {
    const { upcoming, past } = splitInterviews(interviews.data, now);
    body = (
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby={upcomingId}>
          <Title order={2} fz="xl" id={upcomingId}>
            {t('interviews.list.upcoming')}
          </Title>
          {upcoming.length ? (
            <CardGrid>
              {upcoming.map((iv) => (
                <InterviewCard key={iv.id} interview={iv} now={now} timeZone={timeZone} />
              ))}
            </CardGrid>
          ) : (
            <Text c="gray.7">{t('interviews.list.noUpcoming')}</Text>
          )}
        </Stack>
        {past.length ? (
          <Stack gap="md" component="section" aria-labelledby={pastId}>
            <Title order={2} fz="xl" id={pastId}>
              {t('interviews.list.past')}
            </Title>
            <CardGrid>
              {past.map((iv) => (
                <InterviewCard key={iv.id} interview={iv} now={now} timeZone={timeZone} />
              ))}
            </CardGrid>
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.interviews')}</Title>
          <Text c="gray.7" mt={4}>
            {t('interviews.list.intro', { timeZone })}
          </Text>
        </div>
        {body}
      </Stack>
    </PageContainer>
  );
}
