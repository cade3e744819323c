import type { Db } from '../../db/client.ts';
import { savedSearchRepository } from './repository.ts';

export { alertsEnabled } from './run-alerts.ts';

/** How many searches the candidate saved (job alerts): the dashboard suggests one when none. */
export const countSavedSearches = (db: Db, tenantId: string, userId: string): Promise<number> =>
  savedSearchRepository.count(db, tenantId, userId);
export { alertSettleMs, inWindow, matchWindow } from './match-window.ts';
