import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CandidateInterview } from '@opencareers/contracts/interviews';
import { IconCalendarPlus, IconClock, IconExternalLink, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatList } from '../../../lib/i18n/format-list.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { formatInterviewRange, formatPlannedTime, joinable } from '../logic/interview-display.ts';
import { KindIcon } from './kind-icon.tsx';

interface Props {
  interview: CandidateInterview;
  now: Date;
  /** The reader's own time zone; the planned time is added when the interview's differs. */
  timeZone: string;
}

/** One interview: what, when (in the reader's zone), how to join or where to go, who and notes. */
export function InterviewCard({ interview: iv, now, timeZone }: Props) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const cancelled = iv.status === 'cancelled';
  const titleId = `interview-title-${iv.id}`;
  const when = formatInterviewRange(iv.starts_at, iv.ends_at, i18n.language, timeZone);
  const plannedElsewhere = iv.time_zone !== timeZone;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
      data-status={iv.status}
      style={cancelled ? { background: 'var(--mantine-color-gray-0)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={href(`/careers/job/${encodeURIComponent(iv.position.id)}`)} inherit>
              {iv.position.title}
            </Anchor>
          </Title>
          {cancelled ? (
            <Badge color="red" c="red.9" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {t('interviews.card.cancelled')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Text fw={600} td={cancelled ? 'line-through' : undefined}>
              {when}
            </Text>
            <Text size="sm" c="gray.7">
              {t('interviews.card.duration', { count: iv.duration_minutes })}
              {plannedElsewhere
                ? ` · ${t('interviews.card.plannedIn', {
                    timeZone: iv.time_zone,
                    time: formatPlannedTime(iv.starts_at, i18n.language, iv.time_zone),
                  })}`
                : ''}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <KindIcon kind={iv.kind} />
          <Text size="sm">{t(`interviews.kinds.${iv.kind}`)}</Text>
        </Group>
        {iv.location ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="sm" fw={600}>
                {t('interviews.card.location')}:{' '}
              </Text>
              {iv.location}
            </Text>
          </Group>
        ) : null}
        {iv.interviewers.length ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              <Text span size="sm" fw={600}>
                {t('interviews.card.interviewers')}:{' '}
              </Text>
              {formatList(iv.interviewers, i18n.language)}
            </Text>
          </Group>
        ) : null}
        {iv.notes ? (
          <div>
            <Text size="sm" fw={600}>
              {t('interviews.card.notes')}
            </Text>
            <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {iv.notes}
            </Text>
          </div>
        ) : null}
        {!cancelled ? (
          <Group gap="sm" mt="xs">
            {joinable(iv, now) && iv.meeting_url ? (
              <Button
                component="a"
                href={iv.meeting_url}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                aria-label={t('interviews.card.joinLabel', { position: iv.position.title })}
              >
                {t('interviews.card.join')}
              </Button>
            ) : null}
            {new Date(iv.ends_at).getTime() > now.getTime() ? (
              <Button
                component="a"
                href={href(iv.calendar_url)}
                download
                variant="light"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                aria-label={t('interviews.card.addToCalendarLabel', { position: iv.position.title })}
              >
                {t('interviews.card.addToCalendar')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
