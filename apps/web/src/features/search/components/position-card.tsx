import { Group, Stack, Text } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import {
  IconBookmarkFilled,
  IconBuilding,
  IconClock,
  IconMapPin,
  IconShoppingCart,
} from '@tabler/icons-react';
import { type MouseEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLang } from '../../../lib/i18n/use-content-lang.ts';
import { useTrackedHref } from '../../../lib/url/use-carried-href.ts';
import { MatchBadge, PositionBadges, relativeAge } from '../../positions/index.ts';
import classes from './position-card.module.css';

interface PositionCardProps {
  position: PositionSummary;
  selected: boolean;
  onSelect: (position: PositionSummary) => void;
}

/**
 * One search result: a real link to the job page that, inside the search page, selects it.
 * Memoised: the page re-renders after hydration (the width, the idle parts) and on every
 * selection, and ten unchanged cards were most of each of those renders (issue 17).
 */
export const PositionCard = memo(function PositionCard({ position, selected, onSelect }: PositionCardProps) {
  const { t, i18n } = useTranslation();
  // The job page keeps where the visit came from (issue 20: attribution).
  const href = useTrackedHref();
  // The title and snippet are the job's own text, in the language it was written in (issue 21).
  const lang = useContentLang(position.language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks open the job page in a new tab as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(position);
  };
  const { isSaved, inJobCart } = position.positionUserActions;
  return (
    <article
      className={`${classes.card} ${selected ? classes.selected : ''}`}
      data-position-id={position.id}
      data-oc="job-card"
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Link
            to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
            className={classes.title}
            // Job content keeps the direction of the language it was written in (issue 21).
            dir="auto"
            lang={lang}
            onClick={onClick}
            aria-current={selected ? 'true' : undefined}
          >
            {position.name}
          </Link>
          <Group gap={6} wrap="nowrap" c="brand.7" style={{ flexShrink: 0 }}>
            <MatchBadge match={position.match} />
            {isSaved ? <IconBookmarkFilled size={18} aria-label={t('positions.saved')} role="img" /> : null}
            {inJobCart ? <IconShoppingCart size={18} aria-label={t('positions.inCart')} role="img" /> : null}
          </Group>
        </Group>
        <Group gap={4} style={{ columnGap: 16 }} className={classes.meta} wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconBuilding size={15} aria-hidden />
            <span>{position.department}</span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={15} aria-hidden />
            <span>{position.location}</span>
            {position.distanceKm !== null ? (
              <span>· {t('search.kmAway', { distance: Math.round(position.distanceKm) })}</span>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={15} aria-hidden />
            <span>{t('search.postedAgo', { age: relativeAge(position.postedAt, i18n.language) })}</span>
          </Group>
        </Group>
        {position.snippet ? (
          <Text dir="auto" lang={lang} className={classes.snippet}>
            {position.snippet}
          </Text>
        ) : null}
        <PositionBadges position={position} />
      </Stack>
    </article>
  );
});
