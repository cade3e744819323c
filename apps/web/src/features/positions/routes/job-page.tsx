import { Button, Container, Text } from '@mantine/core';
import type { PositionDetails } from '@opencareers/contracts/position';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { lazy, Suspense, startTransition, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useIdle } from '../../../lib/hydration/use-idle.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';
import { useSetPositionTitle } from '../../../lib/page-title/position-title.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { PositionDetailsView, type PositionTab } from '../components/position-details-view.tsx';

/** Recruiting events about this job: later, with the rest of the messages, never in the first view. */
const JobEvents = lazy(() =>
  Promise.all([import('../../events/index.ts'), loadLaterParts()]).then(([m]) => ({ default: m.JobEvents })),
);

/** Refer someone to this job, where the site has referrals: later too (its form brings zod). */
const JobReferral = lazy(() =>
  Promise.all([import('../../referrals/index.ts'), loadLaterParts()]).then(([m]) => ({
    default: m.JobReferral,
  })),
);

/** "Not quite right? Join the talent network": later too, like the rest below the job. */
const TalentNetworkInvite = lazy(() =>
  Promise.all([import('../../talent-network/index.ts'), loadLaterParts()]).then(([m]) => ({
    default: m.TalentNetworkInvite,
  })),
);

/** /careers/job/:pid (public) and /careers/job/private?pid= (private): one position on its own page. */
export function JobPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const params = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = new URLSearchParams(search);
  const isPrivate = pathname.replace(/\/$/, '').endsWith('/job/private');
  const positionId = (isPrivate ? address.get('pid') : (params.pid ?? address.get('pid')))?.trim() || null;
  const [name, setName] = useState<string | null>(null);
  useSetPositionTitle(name);
  // In a transition: the job's view reports its data in hydration's effects, and a plain update
  // there re-rendered the whole job synchronously, in hydration's long task (issue 17).
  const onLoaded = useCallback(
    (position: PositionDetails | null) => startTransition(() => setName(position?.name ?? null)),
    [],
  );
  // The parts below the job load their code once the page is usable (use-idle.ts).
  const idle = useIdle();

  const setTab = (tab: PositionTab) => {
    const next = new URLSearchParams(search);
    if (tab === 'details') next.delete('tab');
    else next.set('tab', tab);
    const text = next.toString();
    navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Button
        component={Link}
        to={href('/careers')}
        variant="subtle"
        leftSection={<IconArrowLeft size={18} />}
        px={0}
        mb="md"
      >
        {t('notFound.action')}
      </Button>
      {positionId ? (
        <PositionDetailsView
          key={positionId}
          positionId={positionId}
          headingOrder={1}
          tab={address.get('tab')}
          onTabChange={setTab}
          isPrivate={isPrivate}
          onLoaded={onLoaded}
        />
      ) : (
        <MissingPosition />
      )}
      {positionId && name !== null && idle ? (
        <Suspense fallback={null}>
          <JobReferral positionId={positionId} title={name} />
          <JobEvents positionId={positionId} />
          <TalentNetworkInvite />
        </Suspense>
      ) : null}
    </Container>
  );
}

function MissingPosition() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <StatusPanel icon={<IconMoodEmpty size={32} />} title={t('positions.notFoundTitle')} tone="gray">
      <Text c="dimmed">{t('positions.notFoundHint')}</Text>
      <Button component={Link} to={href('/careers')} variant="light">
        {t('notFound.action')}
      </Button>
    </StatusPanel>
  );
}
