import { parseTenantConfig } from '@opencareers/contracts/tenant-config';
import { describe, expect, it } from 'vitest';
import { isProtected, redirectAfterModalClose, routeAccess } from './route-access.ts';

const config = parseTenantConfig({});
const applyDisabled = parseTenantConfig({ pcsxConfig: { applyForm: { disableLoggedOutApply: true } } });

describe('route protection (shell §2)', () => {
  it('protects "always" routes and never "never" routes', () => {
    expect(isProtected('always', config)).toBe(true);
    expect(isProtected('never', config)).toBe(false);
  });

  it('protects apply only when logged-out apply is disabled', () => {
    expect(isProtected('when-logged-out-apply-disabled', config)).toBe(false);
    expect(isProtected('when-logged-out-apply-disabled', applyDisabled)).toBe(true);
  });

  it('asks a logged-out visitor to log in on a protected route, and lets a candidate in', () => {
    expect(routeAccess({ protection: 'always' }, config, false)).toBe('login-required');
    expect(routeAccess({ protection: 'always' }, config, true)).toBe('allow');
    expect(routeAccess({ protection: 'never' }, config, false)).toBe('allow');
    expect(routeAccess(undefined, config, false)).toBe('allow');
  });

  it('lets only admins into admin pages', () => {
    const admin = { protection: 'always' as const, adminOnly: true };
    expect(routeAccess(admin, config, false)).toBe('login-required');
    expect(routeAccess(admin, config, true, 'candidate')).toBe('forbidden');
    expect(routeAccess(admin, config, true, null)).toBe('forbidden');
    expect(routeAccess(admin, config, true, 'admin')).toBe('allow');
  });

  it('sends the visitor to /careers when the modal closes while still logged out', () => {
    expect(redirectAfterModalClose({ loggedIn: false })).toBe('/careers');
    expect(redirectAfterModalClose({ loggedIn: true })).toBeNull();
  });
});

describe('admin pages by staff role', () => {
  const hiring = { protection: 'always' as const, adminOnly: true, roles: ['admin', 'recruiter'] as const };
  const adminOnly = { protection: 'always' as const, adminOnly: true };
  it('lets a recruiter into the hiring pages, not the admin-only ones', () => {
    expect(routeAccess(hiring, config, true, 'recruiter')).toBe('allow');
    expect(routeAccess(adminOnly, config, true, 'recruiter')).toBe('forbidden');
    expect(routeAccess(hiring, config, true, 'theme-builder')).toBe('forbidden');
    expect(routeAccess(hiring, config, true, 'candidate')).toBe('forbidden');
    expect(routeAccess(adminOnly, config, true, 'admin')).toBe('allow');
    expect(routeAccess(hiring, config, false, null)).toBe('login-required');
  });
});
