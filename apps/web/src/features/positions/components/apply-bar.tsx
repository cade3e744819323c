import type { PositionSummary } from '@opencareers/contracts/position';
import { isOpen } from '../logic/format-position.ts';
import classes from './apply-bar.module.css';
import { ApplyButton } from './position-actions.tsx';

/**
 * The Apply at the end of a job's description, on every width; on a phone the same bar stays in
 * reach at the bottom of the screen while reading (see the stylesheet). Nothing for a closed job.
 */
export function ApplyBar({ position, isPrivate }: { position: PositionSummary; isPrivate?: boolean }) {
  if (!isOpen(position)) return null;
  return (
    <div className={classes.bar} data-testid="apply-bar">
      <ApplyButton position={position} isPrivate={isPrivate} />
    </div>
  );
}
