import { Badge } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { formatInterviewRange, splitInterviews, useInterviews } from '../../interviews/index.ts';
import { DashboardPanel } from '../components/dashboard-panel.tsx';

/** The interviews tab: the ones still to come, soonest first; past ones are on the full page. */
export function InterviewsPanel() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const interviews = useInterviews();
  const all = interviews.data;
  const page = href('/careers/interviews');
  const items = all
    ? splitInterviews(all, new Date()).upcoming.map((interview) => ({
        id: interview.id,
        title: interview.position.title,
        href: page,
        details: [
          formatInterviewRange(interview.starts_at, interview.ends_at, i18n.language),
          t(`interviews.kinds.${interview.kind}`),
        ],
        aside:
          interview.status === 'cancelled' ? (
            <Badge color="gray" variant="light">
              {t('interviews.card.cancelled')}
            </Badge>
          ) : undefined,
      }))
    : undefined;
  const seeAll = { label: t('dashboard.seeAll', { count: all?.length ?? 0 }), to: page };
  return (
    <DashboardPanel
      query={interviews}
      failedTitle={t('interviews.list.loadFailed')}
      items={items}
      empty={{
        message: all?.length ? t('interviews.list.noUpcoming') : t('interviews.list.empty'),
        icon: <IconCalendarEvent size={28} stroke={1.5} />,
        action: all?.length ? seeAll : undefined,
      }}
      seeAll={seeAll}
    />
  );
}
