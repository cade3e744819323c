import type { PageId } from '@opencareers/contracts/page-ids';
import type { StaffRole } from '@opencareers/contracts/user';
import { useMatches } from 'react-router';
import type { Messages } from '../i18n/i18n.ts';

/** Who may open a route (spec shell §2 "Protected" column). */
export type Protection = 'always' | 'never' | 'when-logged-out-apply-disabled';

/** Page titles under the `pages` messages; a page's heading and placeholder use it. */
export type PageTitleKey = keyof Messages['pages'];

/** Static facts about a route, read by the shell through useMatches(). */
export interface RouteHandle {
  /** search §2 page identifier: keys configured titles, banners and hero images. */
  pageId: PageId;
  titleKey: PageTitleKey;
  protection: Protection;
  /** Apply and onboarding pages have no footer (spec shell §2). */
  hideFooter?: boolean;
  /** The page shows its configured hero image itself (the careers home's welcome band). */
  ownHero?: boolean;
  /** Only the tenant's staff may open it (admin console pages such as the forms gallery). */
  adminOnly?: boolean;
  /** The staff roles an admin page admits; `['admin']` when not given (docs/admin.md "Team and roles"). */
  roles?: readonly StaffRole[];
}

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'pageId' in value && 'protection' in value;

export interface CurrentRoute {
  handle: RouteHandle | undefined;
  /** Every route parameter of the matched branch. */
  params: Record<string, string | undefined>;
}

/** The deepest matched route's handle and the branch's parameters. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handled = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  return {
    handle: handled && isRouteHandle(handled.handle) ? handled.handle : undefined,
    params: leaf?.params ?? {},
  };
}
