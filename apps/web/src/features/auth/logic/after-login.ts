import { isStaffRole } from '@opencareers/contracts/user-roles';
import type { PendingLoginAction } from '../../../lib/login-modal/login-modal-store.ts';

/** search §4: by default a pending action runs only when the login happens on the login page. */
export const defaultActionRoutes: readonly string[] = ['login'];

export interface AfterLoginPlan {
  runAction: boolean;
  /** Reload the page so every part of it reflects the logged-in user. */
  reload: boolean;
}

/**
 * What happens once a login succeeds: the one pending action runs only on the routes it lists;
 * the page is then refreshed unless the action that ran asked to skip that.
 */
export function planAfterLogin(
  action: PendingLoginAction | null,
  currentPageId: string | undefined,
): AfterLoginPlan {
  const routes = action?.routes ?? defaultActionRoutes;
  const runAction = action !== null && currentPageId !== undefined && routes.includes(currentPageId);
  return { runAction, reload: !(runAction && action?.skipReload) };
}

/**
 * The address the page reloads at after a login: search §4 "Logging in clears the sort option"
 * (the sort a visitor picked gives way to the default, which may now weigh their profile), so
 * `sort_by` leaves the address; everything else stays.
 */
export function addressAfterLogin(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has('sort_by')) return href;
  url.searchParams.delete('sort_by');
  return url.toString();
}

/**
 * Where a login lands instead of staying: staff (admins, recruiters, theme builders) go to the admin home (/admin) unless
 * already in the console or sent somewhere on purpose (?next=); candidates stay (null).
 */
export function adminLanding(result: unknown, pathname: string, hasNext: boolean): string | null {
  const role = (result as { data?: { user?: { role?: unknown } } } | null)?.data?.user?.role;
  if (
    !isStaffRole(typeof role === 'string' ? role : null) ||
    hasNext ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  )
    return null;
  return '/admin';
}

/** ProfileBootstrapping (spec shell §2): where a new candidate builds a profile from a résumé. */
export const onboardingPath = '/careers/onboarding';

/**
 * Pages a visitor is in the middle of something on (a job they are reading, an application, an
 * assigned form, an invitation or password link, onboarding itself): signing up there stays there.
 */
export const pagesKeptAfterSignup: readonly string[] = [
  'singlePosition',
  'applyPage',
  'formView',
  'login',
  'onboarding',
  'ProfileBootstrapping',
];

/** What a sign-up was given to return to. */
export interface SignupReturn {
  /** A return address passed on purpose (the login page's ?next=). */
  next: string | null;
  /** Something waits on this login: a pending action (apply, save a job) or a protected page behind the modal. */
  waiting: boolean;
  /** The page the modal was opened on; absent on the login page, which is never a place to return to. */
  pageId?: string;
}

/**
 * Where a successful sign-up lands (issue 12 "on first login"). A sign-up always creates a new
 * account, so it is the candidate's first login and the profile is empty: a plain sign-up goes
 * to the onboarding page. One with a return target (?next=, a pending action, a protected page,
 * a page the visitor is in the middle of) returns there instead: null means "carry on as
 * planned". A log-in never comes here, so a later sign-in is never sent to onboarding.
 */
export function landingAfterSignup({ next, waiting, pageId }: SignupReturn): string | null {
  if (next !== null || waiting) return null;
  if (pageId !== undefined && pagesKeptAfterSignup.includes(pageId)) return null;
  return onboardingPath;
}
