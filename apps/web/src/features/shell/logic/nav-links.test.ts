import { describe, expect, it } from 'vitest';
import { isNavbarEnabled, navLinksFor } from './nav-links.ts';

describe('navbar links', () => {
  it('offers Jobs to visitors and the candidate pages once logged in', () => {
    expect(navLinksFor(false).map((l) => l.key)).toEqual(['jobs']);
    expect(navLinksFor(true).map((l) => l.to)).toEqual([
      '/careers',
      '/careers/dashboard',
      '/careers/applications',
      '/careers/saved-jobs',
      '/careers/offers',
    ]);
  });

  it('respects the separate logged-out and logged-in enable flags (search §6)', () => {
    const flags = { loggedOutEnabled: false, loggedInEnabled: true };
    expect(isNavbarEnabled(flags, false)).toBe(false);
    expect(isNavbarEnabled(flags, true)).toBe(true);
  });
});
