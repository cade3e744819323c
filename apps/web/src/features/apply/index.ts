/** The apply feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export {
  draftApplicationsKey,
  useDeleteDraftApplication,
  useDraftApplications,
} from './api/draft-applications.ts';
export { splitDraftApplications } from './logic/split-drafts.ts';
