import type { SearchData } from '@opencareers/contracts/search';
import { type SortOption, sortOptions, specialLocations } from '@opencareers/contracts/search-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { JobAlertToggle } from './job-alert-toggle.tsx';

// Saving while logged out logs in first, then saves (search §4 login modal), as saving a job does.
const loginRoutes = ['jobs'] as const;

// These stand for coordinates in the address, which a saved search does not keep.
const pointLocations = new Set<string>(
  [specialLocations.currentLocation, specialLocations.mapLocation, specialLocations.mapArea].map((l) =>
    l.toLowerCase(),
  ),
);

const isSort = (value: string | null): value is SortOption =>
  value !== null && (sortOptions as readonly string[]).includes(value);

/**
 * "Get job alerts for this search": saves the search shown (its query, location, the filters
 * the server applied and the chosen sort) so new matching jobs are told under the bell and by email.
 */
export function JobAlertButton({ data, sortBy }: { data: SearchData; sortBy: string | null }) {
  const { t } = useTranslation();
  const { config, user } = useBoot();
  const create = useCreateSavedSearch();
  const { query, location } = data.resultsMetaData;
  const searchKey = JSON.stringify([query, location, data.appliedFilters, sortBy]);
  // Which search was saved from here; a different search shows the button afresh.
  const [savedKey, setSavedKey] = useState<string | null>(null);

  const canLogIn = config.loginSignupConfig.candidateLoginEnabled;
  if (!data.savedSearchMetadata.enabled || pointLocations.has(location.trim().toLowerCase())) return null;
  if (!user.isLoggedIn && !canLogIn) return null;
  const saved = savedKey === searchKey;

  const run = () =>
    create
      .mutateAsync({
        query,
        location,
        filters: data.appliedFilters,
        ...(isSort(sortBy) ? { sort_by: sortBy } : {}),
      })
      .then(
        (r) => {
          setSavedKey(searchKey);
          showSuccessToast(t(r.created ? 'savedSearches.savedToast' : 'savedSearches.alreadySavedToast'));
        },
        (error) => showErrorToast(describeRequestError(error)),
      );

  const onClick = () => {
    if (!user.isLoggedIn) {
      openLoginModal({ action: { run, routes: loginRoutes } });
      return;
    }
    void run();
  };

  return <JobAlertToggle on={saved} loading={create.isPending} onClick={onClick} />;
}
