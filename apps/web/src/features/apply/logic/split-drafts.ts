import type { DraftApplication } from '@opencareers/contracts/drafts';

/** Spec search §3: a draft whose position's archived_at is below 0 is open, above 0 closed. */
export function splitDraftApplications(drafts: readonly DraftApplication[]) {
  return {
    openDraftApplications: drafts.filter((d) => d.position.archived_at < 0),
    closedDraftApplications: drafts.filter((d) => d.position.archived_at > 0),
  };
}
