export type NavLinkKey = 'jobs' | 'dashboard' | 'applications' | 'savedJobs' | 'offers';

export interface NavLinkItem {
  key: NavLinkKey;
  to: string;
  /** Active only on an exact path match (Jobs would otherwise match every /careers page). */
  end: boolean;
}

const jobs: NavLinkItem = { key: 'jobs', to: '/careers', end: true };
const member: NavLinkItem[] = [
  { key: 'dashboard', to: '/careers/dashboard', end: false },
  { key: 'applications', to: '/careers/applications', end: false },
  { key: 'savedJobs', to: '/careers/saved-jobs', end: false },
  { key: 'offers', to: '/careers/offers', end: false },
];

/** Navbar links: Jobs for everyone; the candidate's own pages once logged in. */
export function navLinksFor(isLoggedIn: boolean): NavLinkItem[] {
  return isLoggedIn ? [jobs, ...member] : [jobs];
}

/** The custom navbar has separate enable flags for logged-out and logged-in views (search §6). */
export function isNavbarEnabled(
  flags: { loggedOutEnabled: boolean; loggedInEnabled: boolean },
  isLoggedIn: boolean,
): boolean {
  return isLoggedIn ? flags.loggedInEnabled : flags.loggedOutEnabled;
}
