import { describe, expect, it } from 'vitest';
import {
  addressAfterLogin,
  adminLanding,
  landingAfterSignup,
  onboardingPath,
  planAfterLogin,
} from './after-login.ts';

const run = () => {};

describe('planAfterLogin (search §4)', () => {
  it('reloads the page when there is no pending action', () => {
    expect(planAfterLogin(null, 'jobs')).toEqual({ runAction: false, reload: true });
  });

  it('runs an action by default only on the login page', () => {
    expect(planAfterLogin({ run }, 'login')).toEqual({ runAction: true, reload: true });
    expect(planAfterLogin({ run }, 'jobs')).toEqual({ runAction: false, reload: true });
  });

  it('runs an action on the routes it lists, and only those', () => {
    const action = { run, routes: ['jobs', 'singlePosition'] };
    expect(planAfterLogin(action, 'singlePosition').runAction).toBe(true);
    expect(planAfterLogin(action, 'login').runAction).toBe(false);
    expect(planAfterLogin(action, undefined).runAction).toBe(false);
  });

  it('skips the refresh only when the action that ran asks to', () => {
    const action = { run, routes: ['jobs'], skipReload: true };
    expect(planAfterLogin(action, 'jobs')).toEqual({ runAction: true, reload: false });
    // Not run here, so its wish to skip the refresh does not apply.
    expect(planAfterLogin(action, 'profile')).toEqual({ runAction: false, reload: true });
  });
});

describe('adminLanding', () => {
  const as = (role: string) => ({ data: { user: { role } } });
  it('sends an admin to the admin home, and only an admin', () => {
    expect(adminLanding(as('admin'), '/careers', false)).toBe('/admin');
    expect(adminLanding(as('admin'), '/careers/login', false)).toBe('/admin');
    expect(adminLanding(as('candidate'), '/careers', false)).toBeNull();
    expect(adminLanding(undefined, '/careers', false)).toBeNull();
  });
  it('leaves an admin in the console, or where ?next= asks', () => {
    expect(adminLanding(as('admin'), '/admin/jobs', false)).toBeNull();
    expect(adminLanding(as('admin'), '/careers/login', true)).toBeNull();
  });
});

describe('landingAfterSignup (issue 12: onboarding on first login)', () => {
  it('sends a plain sign-up to the onboarding page', () => {
    expect(onboardingPath).toBe('/careers/onboarding');
    // The login page without ?next=, and the modal opened from the navbar on a browsing page.
    expect(landingAfterSignup({ next: null, waiting: false })).toBe('/careers/onboarding');
    expect(landingAfterSignup({ next: null, waiting: false, pageId: 'jobs' })).toBe('/careers/onboarding');
    expect(landingAfterSignup({ next: null, waiting: false, pageId: undefined })).toBe('/careers/onboarding');
  });

  it('returns to a target passed on purpose instead', () => {
    expect(landingAfterSignup({ next: '/careers/jobs/42', waiting: false })).toBeNull();
    expect(landingAfterSignup({ next: '/careers/apply?pid=7', waiting: false, pageId: 'jobs' })).toBeNull();
  });

  it('lets a pending action (sending an application) or a protected page carry on', () => {
    expect(landingAfterSignup({ next: null, waiting: true, pageId: 'applyPage' })).toBeNull();
    expect(landingAfterSignup({ next: null, waiting: true, pageId: 'singlePosition' })).toBeNull();
    expect(landingAfterSignup({ next: null, waiting: true, pageId: 'dashboard' })).toBeNull();
  });

  it('keeps a visitor on a page they are in the middle of, even without a pending action', () => {
    for (const pageId of ['singlePosition', 'applyPage', 'formView', 'login', 'onboarding']) {
      expect(landingAfterSignup({ next: null, waiting: false, pageId })).toBeNull();
    }
  });
});

describe('addressAfterLogin (search §4: logging in clears the sort option)', () => {
  it('drops sort_by and keeps the rest of the search', () => {
    expect(
      addressAfterLogin('https://x.example/careers?query=nurse&sort_by=date&filter_department=Care'),
    ).toBe('https://x.example/careers?query=nurse&filter_department=Care');
  });

  it('leaves an address without a sort exactly as it was', () => {
    const href = 'https://x.example/careers?query=a%20b#top';
    expect(addressAfterLogin(href)).toBe(href);
  });
});
