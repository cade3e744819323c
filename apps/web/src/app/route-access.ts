import type { TenantConfig } from '@opencareers/contracts/tenant-config';
import type { Protection, RouteHandle } from '../lib/routing/route-handle.ts';

/** Whether a route needs a logged-in user under this tenant's configuration (shell §2). */
export function isProtected(protection: Protection, config: TenantConfig): boolean {
  switch (protection) {
    case 'always':
      return true;
    case 'when-logged-out-apply-disabled':
      return config.pcsxConfig.applyForm.disableLoggedOutApply;
    case 'never':
      return false;
  }
}

export type RouteAccess = 'allow' | 'login-required' | 'forbidden';

export function routeAccess(
  handle: Pick<RouteHandle, 'protection' | 'adminOnly' | 'roles'> | undefined,
  config: TenantConfig,
  isLoggedIn: boolean,
  role: string | null = null,
): RouteAccess {
  if (!handle) return 'allow';
  // Admin pages: logged-out visitors get the login modal; logged-in non-admins a clear refusal.
  // The server refuses their API calls anyway; this only spares them a broken page.
  if (handle.adminOnly) {
    if (!isLoggedIn) return 'login-required';
    return (handle.roles ?? ['admin']).some((r) => r === role) ? 'allow' : 'forbidden';
  }
  if (isLoggedIn) return 'allow';
  return isProtected(handle.protection, config) ? 'login-required' : 'allow';
}

/**
 * shell §2: when the authentication modal closes while the visitor is still logged out, the
 * visitor is taken to /careers; a successful login stays (the page refreshes in place).
 */
export function redirectAfterModalClose(outcome: { loggedIn: boolean }): string | null {
  return outcome.loggedIn ? null : '/careers';
}
