/** The positions feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useSavePosition } from './api/save-position.ts';
export { useSavedPositions } from './api/saved-positions.ts';
export { MatchBadge } from './components/match-badge.tsx';
export { PositionBadges } from './components/position-badges.tsx';
export { PositionDetailsView } from './components/position-details-view.tsx';
export { isOpen, relativeAge } from './logic/format-position.ts';
