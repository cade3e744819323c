import { Badge } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { formatEventRange, splitEvents, useEvents } from '../../events/index.ts';
import { DashboardPanel } from '../components/dashboard-panel.tsx';

/** The events tab: the candidate's registrations first, then the other upcoming events. */
export function EventsPanel() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const events = useEvents();
  const page = href('/careers/events');
  const split = events.data ? splitEvents(events.data) : undefined;
  const items = split
    ? [...split.mine, ...split.others].map((e) => ({
        id: e.id,
        title: e.title,
        href: page,
        details: [
          formatEventRange(e.starts_at, e.ends_at, i18n.language),
          e.format === 'online' ? t('events.formats.online') : (e.location ?? ''),
        ],
        aside:
          e.registration?.status === 'registered' ? (
            <Badge color="teal" c="teal.9" variant="light" tt="none">
              {t('events.registered')}
            </Badge>
          ) : undefined,
      }))
    : undefined;
  const seeAll = { label: t('dashboard.seeAll', { count: events.data?.length ?? 0 }), to: page };
  return (
    <DashboardPanel
      query={events}
      failedTitle={t('events.loadFailed')}
      items={items}
      empty={{ message: t('events.empty'), icon: <IconCalendarEvent size={28} stroke={1.5} /> }}
      seeAll={seeAll}
    />
  );
}
