import { isStaffRole } from '@opencareers/contracts/user-roles';

export type NavLinkKey =
  | 'jobs'
  | 'dashboard'
  | 'profile'
  | 'applications'
  | 'savedJobs'
  | 'offers'
  | 'console';

export interface NavLinkItem {
  key: NavLinkKey;
  to: string;
  /** Active only on an exact path match (Jobs would otherwise match every /careers page). */
  end: boolean;
}

const jobs: NavLinkItem = { key: 'jobs', to: '/careers', end: true };
const member: NavLinkItem[] = [
  { key: 'dashboard', to: '/careers/dashboard', end: false },
  { key: 'profile', to: '/careers/profile', end: false },
  { key: 'applications', to: '/careers/applications', end: false },
  { key: 'savedJobs', to: '/careers/saved-jobs', end: false },
  { key: 'offers', to: '/careers/offers', end: false },
];

/**
 * Navbar links: Jobs for everyone; the candidate's own pages once logged in. Staff (admins,
 * recruiters, theme builders) are not candidates of their own site: their "Applications" or
 * "Offers" would be their own empty lists, so they get the way back to the console instead.
 */
export function navLinksFor(isLoggedIn: boolean, role?: string | null): NavLinkItem[] {
  if (!isLoggedIn) return [jobs];
  if (isStaffRole(role)) return [jobs, { key: 'console', to: '/admin', end: false }];
  return [jobs, ...member];
}

/** The custom navbar has separate enable flags for logged-out and logged-in views (search §6). */
export function isNavbarEnabled(
  flags: { loggedOutEnabled: boolean; loggedInEnabled: boolean },
  isLoggedIn: boolean,
): boolean {
  return isLoggedIn ? flags.loggedInEnabled : flags.loggedOutEnabled;
}
