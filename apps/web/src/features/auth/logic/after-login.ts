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
