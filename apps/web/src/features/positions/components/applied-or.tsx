import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { applicationsQueryOptions } from '../../applications/index.ts';
import { applicationFor } from '../logic/application-for.ts';

/**
 * For a logged-in candidate who has applied to the position: the day they did, linking to their
 * applications; otherwise `children` (the Apply link). Loaded lazily by ApplyButton, and only
 * for logged-in users: the applications contracts bring the forms engine with them, which a
 * visitor's first load of a job page must not pay for (size budget, docs/performance.md).
 */
export default function AppliedOr({ positionId, children }: { positionId: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  // The candidate's own applications, cached with the dashboard's.
  const applications = useQuery(applicationsQueryOptions());
  const application = applicationFor(applications.data, positionId);
  if (!application) return children;
  return (
    <Button
      component={Link}
      to={href('/careers/applications')}
      size="md"
      variant="light"
      leftSection={<IconCircleCheck size={18} aria-hidden />}
    >
      {t('applications.appliedOn', { date: formatDay(application.applied_at, i18n.language) })}
    </Button>
  );
}
