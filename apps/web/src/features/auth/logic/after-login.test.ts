import { describe, expect, it } from 'vitest';
import { planAfterLogin } from './after-login.ts';

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
