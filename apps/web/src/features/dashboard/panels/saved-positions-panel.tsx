import { Badge } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { isOpen, relativeAge, useSavedPositions } from '../../positions/index.ts';
import { DashboardPanel } from '../components/dashboard-panel.tsx';

/** The savedPositions tab: the jobs the candidate saved, newest saved first. */
export function SavedPositionsPanel() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const saved = useSavedPositions();
  const items = saved.data?.map((position) => ({
    id: position.id,
    title: position.name,
    href: href(`/careers/job/${encodeURIComponent(position.id)}`),
    details: [
      position.location,
      t('search.postedAgo', { age: relativeAge(position.postedAt, i18n.language) }),
    ],
    aside: isOpen(position) ? undefined : (
      <Badge color="gray" variant="light">
        {t('savedJobs.closed')}
      </Badge>
    ),
  }));
  return (
    <DashboardPanel
      query={saved}
      failedTitle={t('savedJobs.loadFailed')}
      items={items}
      empty={{
        message: t('savedJobs.empty'),
        icon: <IconBookmarks size={28} stroke={1.5} />,
        action: { label: t('savedJobs.browse'), to: href('/careers') },
      }}
      seeAll={{
        label: t('dashboard.seeAll', { count: items?.length ?? 0 }),
        to: href('/careers/saved-jobs'),
      }}
    />
  );
}
