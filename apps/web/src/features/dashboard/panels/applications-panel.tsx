import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useApplications } from '../../applications/index.ts';
import { DashboardPanel } from '../components/dashboard-panel.tsx';

/** The applications tab: the ones in progress, newest first; ended ones are on the full page. */
export function ApplicationsPanel() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const query = useApplications();
  const page = href('/careers/applications');
  const items = query.data?.applications.map((application) => ({
    id: application.id,
    title: application.position.title,
    href: href(`/careers/job/${encodeURIComponent(application.position.id)}`),
    details: [
      application.position.location,
      t('applications.appliedOn', { date: formatDay(application.applied_at, i18n.language) }),
    ],
    aside: <ApplicationStatusBadge status={application.status} />,
  }));
  const total = query.data ? query.data.applications.length + query.data.inactiveApplications.length : 0;
  const seeAll = { label: t('dashboard.seeAll', { count: total }), to: page };
  return (
    <DashboardPanel
      query={query}
      failedTitle={t('applications.loadFailed')}
      items={items}
      empty={{
        message: total ? t('applications.noActive') : t('applications.empty'),
        icon: <IconBriefcase size={28} stroke={1.5} />,
        action: total ? seeAll : { label: t('applications.findJobs'), to: href('/careers') },
      }}
      seeAll={seeAll}
    />
  );
}
