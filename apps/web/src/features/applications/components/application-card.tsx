import { Anchor, Card, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Application } from '@opencareers/contracts/applications';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { StatusTimeline } from './status-timeline.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** One application: the job, when it was sent, where it stands and how it got there. */
export function ApplicationCard({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const [open, { toggle }] = useDisclosure(false);
  const titleId = `application-title-${application.id}`;
  const jobHref = href(`/careers/job/${encodeURIComponent(application.position.id)}`);
  const historyId = `application-history-${application.id}`;
  const closedNotice = application.position.status === 'closed' && application.status !== 'withdrawn';
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={jobHref} id={titleId} fw={700} fz="lg" c="inherit" underline="hover">
            {application.position.title}
          </Anchor>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        <Group gap="md" c="dimmed" fz="sm">
          {application.position.location ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <span>{application.position.location}</span>
            </Group>
          ) : null}
          <span>
            {t('applications.appliedOn', { date: formatDay(application.applied_at, i18n.language) })}
          </span>
        </Group>
        {closedNotice ? (
          <Text size="sm" c="dimmed">
            {t('applications.positionClosed')}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <UnstyledButton
            onClick={toggle}
            aria-expanded={open}
            aria-controls={historyId}
            fz="sm"
            fw={600}
            c="var(--mantine-primary-color-filled)"
          >
            <Group gap={4}>
              {open ? t('applications.hideHistory') : t('applications.showHistory')}
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </UnstyledButton>
          <Group gap="md">
            {/* Spelled out too: a title in the text colour does not read as a link (issue 20). */}
            <Anchor
              component={Link}
              to={jobHref}
              fz="sm"
              fw={600}
              aria-label={t('applications.viewJobOf', { title: application.position.title })}
            >
              {t('applications.viewJob')}
            </Anchor>
            {application.active ? <WithdrawButton application={application} /> : null}
          </Group>
        </Group>
        {/* Rendered only while open, so hidden steps are not read out or matched as the status. */}
        <Collapse in={open} id={historyId}>
          {open ? <StatusTimeline history={application.history} /> : null}
        </Collapse>
      </Stack>
    </Card>
  );
}
