import { Button, Group, Stack, Text } from '@mantine/core';
import type { Application } from '@opencareers/contracts/applications';
import { IconCircleCheck, IconClipboardCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { SimilarJobs } from './similar-jobs.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';

function Links({ primary }: { primary: 'applications' | 'search' }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <Group justify="center" gap="sm">
      <Button
        component={Link}
        to={href('/careers/applications')}
        variant={primary === 'applications' ? 'filled' : 'default'}
      >
        {t('apply.seeApplications')}
      </Button>
      <Button
        component={Link}
        to={href('/careers/search')}
        variant={primary === 'search' ? 'filled' : 'default'}
      >
        {t('apply.backToSearch')}
      </Button>
    </Group>
  );
}

/** "Application sent": what happens next, in plain words, then a few jobs like this one. */
export function ApplySuccess({
  position,
}: {
  position: { id: string; title: string; company: string; department: string };
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <StatusPanel icon={<IconCircleCheck size={32} />} title={t('apply.successTitle')}>
        <Stack gap="lg">
          <Text c="dimmed">
            {t('apply.successBody', { title: position.title, company: position.company })}
          </Text>
          <WhatHappensNext company={position.company} />
          <Links primary="applications" />
        </Stack>
      </StatusPanel>
      <SimilarJobs position={position} />
    </Stack>
  );
}

export function AlreadyApplied({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <StatusPanel icon={<IconClipboardCheck size={32} />} title={t('apply.alreadyTitle')}>
      <Stack gap="lg" align="center">
        <Group gap="xs" justify="center">
          <Text c="dimmed">
            {t('apply.alreadyBody', { date: formatDay(application.applied_at, i18n.language) })}
          </Text>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        <Links primary="applications" />
      </Stack>
    </StatusPanel>
  );
}

export function PositionClosed() {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={<IconLock size={32} />} title={t('apply.closedTitle')} tone="gray">
      <Stack gap="lg">
        <Text c="dimmed">{t('apply.closedBody')}</Text>
        <Links primary="search" />
      </Stack>
    </StatusPanel>
  );
}
