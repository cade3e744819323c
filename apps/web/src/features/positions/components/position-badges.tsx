import type { PositionSummary } from '@opencareers/contracts/position';
import { useTranslation } from 'react-i18next';
import classes from './position-badges.module.css';

/** Work place, employment type and seniority as quiet tags. */
export function PositionBadges({ position, size = 'sm' }: { position: PositionSummary; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <ul className={size === 'md' ? `${classes.tags} ${classes.md}` : classes.tags}>
      <li className={classes.tag} data-accent>
        {t(`positions.workPlace.${position.workPlace}`)}
      </li>
      <li className={classes.tag}>{t(`positions.employmentType.${position.employmentType}`)}</li>
      <li className={classes.tag}>{t(`positions.seniority.${position.seniority}`)}</li>
    </ul>
  );
}
