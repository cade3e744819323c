/** The applications feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { useOfferApplication } from './admin/use-offer-application.ts';
export { applicationsQueryKey, applicationsQueryOptions, useApplications } from './api/get-applications.ts';
