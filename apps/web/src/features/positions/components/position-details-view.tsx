import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import { toastDurations } from '@opencareers/contracts/constants';
import type { PositionDetails, PositionSummary } from '@opencareers/contracts/position';
import {
  IconAlertTriangle,
  IconBuilding,
  IconCalendar,
  IconCoin,
  IconMapPin,
  IconMoodEmpty,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useMatchDetails } from '../api/match-details.ts';
import { usePositionDetails } from '../api/position-details.ts';
import { usePositionInsights } from '../api/position-insights.ts';
import { formatPay, isOpen } from '../logic/format-position.ts';
import { sanitizeDescription } from '../logic/sanitize-description.ts';
import { ApplyBar } from './apply-bar.tsx';
import { PositionActions } from './position-actions.tsx';
import { PositionBadges } from './position-badges.tsx';

/*
 * The Match and Insights tabs render only when chosen (keepMounted off), so their code (and
 * Mantine's RingProgress) loads then, not with the first view of a search or job page.
 */
const MatchPanel = lazy(() =>
  Promise.all([import('./match-panel.tsx'), loadLaterParts()]).then(([m]) => ({ default: m.MatchPanel })),
);
const InsightsPanel = lazy(() =>
  Promise.all([import('./insights-panel.tsx'), loadLaterParts()]).then(([m]) => ({
    default: m.InsightsPanel,
  })),
);

export const positionTabs = ['details', 'match', 'insights'] as const;
export type PositionTab = (typeof positionTabs)[number];

interface PositionDetailsViewProps {
  positionId: string;
  /** The result the visitor clicked: shown at once while the full details load (search §4). */
  lite?: PositionSummary;
  /** h1 on the job page, h2 inside the search page. */
  headingOrder: 1 | 2;
  tab: string | null;
  onTabChange: (tab: PositionTab) => void;
  queriedLocation?: string;
  isPrivate?: boolean;
  onLoaded?: (position: PositionDetails | null) => void;
}

/**
 * One position: the lite version first, then details, match details and insights loaded in
 * parallel (search §4). Only a failed details call is the page's failure; a failed match or
 * insights call leaves that part empty.
 */
export function PositionDetailsView(props: PositionDetailsViewProps) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const { config, user } = useBoot();
  const hydrated = useHydrated();
  const { showMatch, showInsights } = config.pcsxConfig.positionDetailsConfig;
  const details = usePositionDetails(props.positionId, props.queriedLocation || undefined);
  const match = useMatchDetails(props.positionId, showMatch);
  const insights = usePositionInsights(props.positionId, showInsights);

  useEffect(() => {
    // search §8: 'Failed to load position details', two seconds at the top. A missing job has its own panel.
    if (details.isError && !(isApiRequestError(details.error) && details.error.status === 404)) {
      showErrorToast(t('positions.loadFailed'), toastDurations.error);
    }
  }, [details.isError, details.error, t]);

  const { onLoaded } = props;
  useEffect(() => {
    onLoaded?.(details.data?.position ?? null);
  }, [details.data, onLoaded]);

  const position: PositionSummary | PositionDetails | undefined = details.data?.position ?? props.lite;
  const full = details.data?.position;
  // The description's headings go just under the title's level (h1 on the job page, h2 beside results).
  const descriptionTop = props.headingOrder === 1 ? 2 : 3;
  const description = useMemo(
    () => (full ? sanitizeDescription(full.descriptionHtml, descriptionTop) : ''),
    [full, descriptionTop],
  );
  // Job content keeps the language it was written in (issue 21 item 5): the job's own, or else
  // the company's default, which the JobPosting data names as inLanguage too.
  const contentLanguage = full?.language ?? config.locale.default;

  if (!position) {
    if (details.isError) {
      const gone = isApiRequestError(details.error) && details.error.status === 404;
      return (
        <StatusPanel
          icon={gone ? <IconMoodEmpty size={32} /> : <IconAlertTriangle size={32} />}
          title={gone ? t('positions.notFoundTitle') : t('positions.loadFailed')}
          tone={gone ? 'gray' : 'red'}
        >
          <Text c="dimmed">{gone ? t('positions.notFoundHint') : t('search.errorHint')}</Text>
          {gone ? (
            <Button component={Link} to={href('/careers')} variant="light">
              {t('notFound.action')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => void details.refetch()}>
              {t('common.tryAgain')}
            </Button>
          )}
        </StatusPanel>
      );
    }
    return <DetailsSkeleton />;
  }

  const pay = formatPay(position.pay, i18n.language);
  const tabs = positionTabs.filter((name) =>
    name === 'match' ? showMatch : name === 'insights' ? showInsights : true,
  );
  const tab = tabs.includes(props.tab as PositionTab) ? (props.tab as PositionTab) : 'details';

  return (
    <Stack gap="lg" data-testid="position-details" data-position-id={position.id}>
      {details.data?.metadata.isFallback ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('positions.fallbackNotice')}
        </Alert>
      ) : null}
      {!isOpen(position) ? (
        <Alert color="gray" variant="light">
          {t('positions.closedNotice')}
        </Alert>
      ) : null}
      <Stack gap="sm">
        <Title
          dir="auto"
          lang={contentLanguage}
          order={props.headingOrder}
          fz={props.headingOrder === 1 ? { base: 26, sm: 32 } : { base: 22, sm: 26 }}
          lh={1.2}
        >
          {position.name}
        </Title>
        {/* On a phone each fact takes a line: a smaller gap between lines than between facts. */}
        <Group gap="lg" c="dimmed" fz="sm" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          <Group gap={6} wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <span>{position.department}</span>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <span>{position.location}</span>
          </Group>
          {pay ? (
            <Group gap={6} wrap="nowrap">
              <IconCoin size={16} aria-hidden />
              <span>
                {pay}
                {position.pay?.period && t(`positions.payPeriod.${position.pay.period}`, { defaultValue: '' })
                  ? ` ${t(`positions.payPeriod.${position.pay.period}`, { defaultValue: '' })}`
                  : ''}
              </span>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <span>{t('positions.posted', { date: formatDay(position.postedAt, i18n.language) })}</span>
          </Group>
        </Group>
        <PositionBadges position={position} size="md" />
      </Stack>
      <PositionActions position={position} isPrivate={props.isPrivate} />
      <Tabs
        value={tab}
        onChange={(value) => value && props.onTabChange(value as PositionTab)}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((name) => (
            // Narrower on phones, so three tabs stay on one line in longer languages
            // ("Ihre Übereinstimmung", "Sua compatibilidade") at 390 px.
            <Tabs.Tab key={name} value={name} px={{ base: 10, sm: 'md' }}>
              {t(`positions.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          {full ? (
            <Stack gap="lg">
              {full.locations.length > 1 ? (
                <div>
                  <Text fw={600} mb={4}>
                    {t('positions.locations')}
                  </Text>
                  <Text size="sm">{full.locations.map((l) => l.label).join(' · ')}</Text>
                </div>
              ) : null}
              <TypographyStylesProvider p={0} lang={contentLanguage}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify. */}
                <div dir="auto" dangerouslySetInnerHTML={{ __html: description }} />
              </TypographyStylesProvider>
              {full.skills.length > 0 ? (
                <div>
                  <Text fw={600} mb={6}>
                    {t('positions.skills')}
                  </Text>
                  <Group gap={6}>
                    {full.skills.map((skill) => (
                      <Badge key={skill} variant="default" radius="sm" tt="none" size="lg" fw={500}>
                        {skill}
                      </Badge>
                    ))}
                  </Group>
                </div>
              ) : null}
              {full.expiresAt ? (
                <Text size="sm" c="dimmed">
                  {t('positions.expires', { date: formatDay(full.expiresAt, i18n.language) })}
                </Text>
              ) : null}
            </Stack>
          ) : details.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('positions.loadFailed')}{' '}
              <Anchor component="button" type="button" onClick={() => void details.refetch()}>
                {t('common.tryAgain')}
              </Anchor>
            </Alert>
          ) : (
            <DescriptionSkeleton />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="match" pt="lg">
          {/* Lazily loaded: drawn in the browser only (a server render cannot finish it). */}
          {hydrated ? (
            <Suspense fallback={<PanelSkeleton />}>
              <MatchPanel
                match={match.data}
                loading={match.isPending && match.fetchStatus !== 'idle'}
                failed={match.isError}
                canLogIn={!user.isLoggedIn && config.loginSignupConfig.candidateLoginEnabled}
              />
            </Suspense>
          ) : (
            <PanelSkeleton />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="insights" pt="lg">
          {hydrated ? (
            <Suspense fallback={<PanelSkeleton />}>
              <InsightsPanel
                insights={insights.data}
                loading={insights.isPending && insights.fetchStatus !== 'idle'}
                failed={insights.isError}
              />
            </Suspense>
          ) : (
            <PanelSkeleton />
          )}
        </Tabs.Panel>
      </Tabs>
      <ApplyBar position={position} isPrivate={props.isPrivate} />
    </Stack>
  );
}

/** While a tab's code loads: the same quiet placeholder as its own loading state. */
function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={10} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={64} circle />
      <Skeleton height={12} width="70%" />
      <Skeleton height={12} width="50%" />
    </Stack>
  );
}

function DescriptionSkeleton() {
  return (
    <Stack
      gap={10}
      role="status"
      aria-busy="true"
      aria-label={useTranslation().t('common.loading')}
      data-testid="description-skeleton"
    >
      {[96, 100, 92, 98, 60, 0, 94, 88, 40].map((width, i) =>
        width ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={i} height={12} width={`${width}%`} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <div key={i} style={{ height: 8 }} />
        ),
      )}
    </Stack>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="lg" data-testid="details-skeleton">
      <Skeleton height={30} width="70%" />
      <Group gap="md">
        <Skeleton height={14} width={120} />
        <Skeleton height={14} width={140} />
        <Skeleton height={14} width={100} />
      </Group>
      <Group gap="sm">
        <Skeleton height={42} width={130} radius="md" />
        <Skeleton height={42} width={120} radius="md" />
      </Group>
      <DescriptionSkeleton />
    </Stack>
  );
}
