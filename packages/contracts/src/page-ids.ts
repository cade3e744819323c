/** Page identifiers of spec search §2; titles, banners and hero images are configured by them. */
export const pageIds = [
  'dashboard',
  'profile',
  'jobs',
  'singlePosition',
  'jtn',
  'settings',
  'ProfileBootstrapping',
  'login',
  'logout',
  'applyPage',
  'exportResume',
  'formView',
  'documentCenter',
  'savedJobs',
  'applications',
  'interviews',
  'onboarding',
  'offers',
  'offer',
  'offerLetter',
] as const;
export type PageId = (typeof pageIds)[number];
