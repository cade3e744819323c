/** The saved-searches feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useCreateSavedSearch } from './api/saved-searches.ts';
export { JobAlertButton } from './components/job-alert-button.tsx';
export { JobAlertToggle } from './components/job-alert-toggle.tsx';
export { SavedSearchesSettings } from './components/saved-searches-settings.tsx';
export { searchLabel } from './logic/search-label.ts';
