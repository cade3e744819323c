import { Anchor, Badge, Text, Timeline } from '@mantine/core';
import type { AdminApplicationDetail } from '@opencareers/contracts/applications';
import { IconArrowsExchange, IconCalendarEvent, IconFileText, IconGift, IconNote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { pipelineTimeline, type TimelineItem } from '../logic/pipeline-timeline.ts';

const icons = {
  status: IconArrowsExchange,
  note: IconNote,
  interview: IconCalendarEvent,
  offer: IconGift,
  form: IconFileText,
} as const;

const when = (iso: string, language: string, timeZone?: string) => formatDateTime(iso, language, timeZone);

function ItemBody({ item }: { item: TimelineItem }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const meta = (by: string | null) => (
    <Text size="xs" c="dimmed">
      {formatDay(item.at, i18n.language)}
      {by ? ` · ${by}` : ''}
    </Text>
  );
  switch (item.kind) {
    case 'status':
      return (
        <>
          {meta(item.by)}
          {item.note ? <Text size="sm">{item.note}</Text> : null}
        </>
      );
    case 'note':
      return (
        <>
          {meta(item.by)}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.body}
          </Text>
        </>
      );
    case 'interview':
      return (
        <>
          {meta(null)}
          <Text size="sm">
            {t('applications.pipeline.interviewAt', {
              when: when(item.startsAt, i18n.language, item.timeZone),
              zone: item.timeZone,
            })}{' '}
            {item.status === 'cancelled' ? (
              <Badge color="gray" variant="light" size="sm">
                {t('applications.pipeline.cancelled')}
              </Badge>
            ) : null}
          </Text>
          <Anchor component={Link} to={href('/admin/interviews')} size="sm">
            {t('applications.pipeline.openInterviews')}
          </Anchor>
        </>
      );
    case 'offer':
      return (
        <>
          {meta(null)}
          <Anchor component={Link} to={href(`/admin/offers/${item.id}`)} size="sm">
            {t('applications.pipeline.openOffer', { status: item.status })}
          </Anchor>
        </>
      );
    case 'form':
      return (
        <>
          {meta(null)}
          <Text size="sm">
            {item.title} ·{' '}
            {t(`applications.pipeline.formStatus.${item.status}`, { defaultValue: item.status })}
          </Text>
        </>
      );
  }
}

const titleKey = (item: TimelineItem) => {
  switch (item.kind) {
    case 'status':
      return item.from === null ? 'applications.pipeline.submitted' : 'applications.pipeline.moved';
    case 'note':
      return 'applications.pipeline.note';
    case 'interview':
      return 'applications.pipeline.interview';
    case 'offer':
      return 'applications.pipeline.offer';
    case 'form':
      return 'applications.pipeline.form';
  }
};

/** Status changes, notes, interviews, offers and forms of one application, newest first. */
export function PipelineTimeline({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const items = pipelineTimeline(application);
  return (
    <Timeline active={items.length} bulletSize={24} lineWidth={2} data-testid="pipeline-timeline">
      {items.map((item) => {
        const Icon = icons[item.kind];
        return (
          <Timeline.Item
            key={item.key}
            bullet={<Icon size={14} aria-hidden />}
            title={t(
              titleKey(item),
              item.kind === 'status' ? { status: t(`applications.status.${item.to}`) } : {},
            )}
          >
            <ItemBody item={item} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
