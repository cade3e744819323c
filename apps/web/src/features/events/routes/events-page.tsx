import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { browserTimeZone } from '../../interviews/index.ts';
import { useEvents } from '../api/events-api.ts';
import { EventCard } from '../components/event-card.tsx';
import { splitEvents } from '../logic/event-display.ts';

/** /careers/events: the candidate's registrations first, then the other upcoming events. */
export function EventsPage() {
  const { t } = useTranslation();
  const events = useEvents();
  const mineId = useId();
  const othersId = useId();
  const timeZone = useMemo(browserTimeZone, []);

  let body: React.ReactNode;
  if (events.isPending) body = <Text c="gray.7">{t('common.loading')}</Text>;
  else if (events.isError)
    body = (
      <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('events.loadFailed')} tone="red">
        <Button onClick={() => events.refetch()}>{t('events.retry')}</Button>
      </StatusPanel>
    );
  else if (!events.data.length)
    body = <EmptyState message={t('events.empty')} icon={<IconCalendarEvent size={28} stroke={1.5} />} />;
  else {
    const { mine, others } = splitEvents(events.data);
    body = (
      <Stack gap="xl">
        {mine.length ? (
          <Stack gap="md" component="section" aria-labelledby={mineId}>
            <Title order={2} fz="xl" id={mineId}>
              {t('events.mine')}
            </Title>
            {mine.map((e) => (
              <EventCard key={e.id} event={e} timeZone={timeZone} />
            ))}
          </Stack>
        ) : null}
        <Stack gap="md" component="section" aria-labelledby={othersId}>
          <Title order={2} fz="xl" id={othersId}>
            {t('events.upcoming')}
          </Title>
          {others.length ? (
            others.map((e) => <EventCard key={e.id} event={e} timeZone={timeZone} />)
          ) : (
            <Text c="gray.7">{t('events.noOthers')}</Text>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="lg" maw={760}>
        <div>
          <Title order={1}>{t('pages.events')}</Title>
          <Text c="gray.7" mt={4}>
            {t('events.intro', { timeZone })}
          </Text>
        </div>
        {body}
      </Stack>
    </PageContainer>
  );
}
