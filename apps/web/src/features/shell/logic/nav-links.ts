import { isStaffRole } from '@opencareers/contracts/user-roles';

export type NavLinkKey =
  | 'jobs'
  | 'dashboard'
  | 'profile'
  | 'applications'
  | 'savedJobs'
  | 'offers'
  | 'interviews'
  | 'events'
  | 'formsCenter'
  | 'settings'
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
];
const offers: NavLinkItem = { key: 'offers', to: '/careers/offers', end: false };
// On a desktop these live in the account menu; a phone's menu is the one place to find them.
const menuOnly: NavLinkItem[] = [
  { key: 'interviews', to: '/careers/interviews', end: false },
  { key: 'events', to: '/careers/events', end: false },
  { key: 'formsCenter', to: '/careers/forms/center', end: false },
  { key: 'settings', to: '/careers/settings', end: false },
];

export interface NavContent {
  /** The candidate has at least one offer: Offers shows only then (issue 20). */
  hasOffers?: boolean;
}

/**
 * Navbar links: Jobs for everyone; the candidate's own pages once logged in (Offers only when
 * there are offers). Staff (admins, recruiters, theme builders) are not candidates of their own
 * site: their "Applications" or "Offers" would be their own empty lists, so they get the way
 * back to the console instead.
 */
export function navLinksFor(
  isLoggedIn: boolean,
  role?: string | null,
  content: NavContent = {},
): NavLinkItem[] {
  if (!isLoggedIn) return [jobs];
  if (isStaffRole(role)) return [jobs, { key: 'console', to: '/admin', end: false }];
  return [jobs, ...member, ...(content.hasOffers ? [offers] : [])];
}

/** The phone menu: the navbar's links plus the candidate pages the desktop keeps in the account menu. */
export function menuLinksFor(
  isLoggedIn: boolean,
  role?: string | null,
  content: NavContent = {},
): NavLinkItem[] {
  const links = navLinksFor(isLoggedIn, role, content);
  return isLoggedIn && !isStaffRole(role) ? [...links, ...menuOnly] : links;
}

/** The custom navbar has separate enable flags for logged-out and logged-in views (search §6). */
export function isNavbarEnabled(
  flags: { loggedOutEnabled: boolean; loggedInEnabled: boolean },
  isLoggedIn: boolean,
): boolean {
  return isLoggedIn ? flags.loggedInEnabled : flags.loggedOutEnabled;
}
