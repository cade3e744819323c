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
 * Plain elements laid out by its stylesheet, not Mantine's Group and Stack: each of those sent
 * its layout as a style attribute (a card was ~1.4 KB of them in the server's HTML) and was a
 * component more to hydrate, eleven per card.
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
      <div className={classes.head}>
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
        <span className={classes.marks}>
          <MatchBadge match={position.match} />
          {isSaved ? <IconBookmarkFilled size={18} aria-label={t('positions.saved')} role="img" /> : null}
          {inJobCart ? <IconShoppingCart size={18} aria-label={t('positions.inCart')} role="img" /> : null}
        </span>
      </div>
      <div className={classes.meta}>
        <span className={classes.fact}>
          <IconBuilding size={15} aria-hidden />
          <span>{position.department}</span>
        </span>
        <span className={classes.fact}>
          <IconMapPin size={15} aria-hidden />
          <span>{position.location}</span>
          {position.distanceKm !== null ? (
            <span>· {t('search.kmAway', { distance: Math.round(position.distanceKm) })}</span>
          ) : null}
        </span>
        <span className={classes.fact}>
          <IconClock size={15} aria-hidden />
          <span>{t('search.postedAgo', { age: relativeAge(position.postedAt, i18n.language) })}</span>
        </span>
      </div>
      {position.snippet ? (
        <p dir="auto" lang={lang} className={classes.snippet}>
          {position.snippet}
        </p>
      ) : null}
      <PositionBadges position={position} />
    </article>
  );
});
