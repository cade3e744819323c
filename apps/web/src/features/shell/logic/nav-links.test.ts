import { describe, expect, it } from 'vitest';
import { isNavbarEnabled, menuLinksFor, navLinksFor } from './nav-links.ts';

describe('navbar links', () => {
  it('offers Jobs to visitors and the candidate pages once logged in', () => {
    expect(navLinksFor(false).map((l) => l.key)).toEqual(['jobs']);
    expect(navLinksFor(true).map((l) => l.to)).toEqual([
      '/careers',
      '/careers/dashboard',
      '/careers/profile',
      '/careers/applications',
      '/careers/saved-jobs',
    ]);
  });

  it('shows Offers only to a candidate who has offers', () => {
    expect(navLinksFor(true, 'candidate', { hasOffers: true }).map((l) => l.key)).toContain('offers');
    expect(navLinksFor(true, 'candidate', { hasOffers: false }).map((l) => l.key)).not.toContain('offers');
    expect(navLinksFor(true, 'admin', { hasOffers: true }).map((l) => l.key)).not.toContain('offers');
  });

  it('puts interviews, events, the forms center and settings in the phone menu of a candidate', () => {
    expect(menuLinksFor(true, 'candidate').map((l) => l.to)).toEqual([
      '/careers',
      '/careers/dashboard',
      '/careers/profile',
      '/careers/applications',
      '/careers/saved-jobs',
      '/careers/interviews',
      '/careers/events',
      '/careers/forms/center',
      '/careers/settings',
    ]);
    expect(menuLinksFor(true, 'candidate', { hasOffers: true }).map((l) => l.key)).toContain('offers');
    expect(menuLinksFor(false).map((l) => l.key)).toEqual(['jobs']);
    expect(menuLinksFor(true, 'admin').map((l) => l.key)).toEqual(['jobs', 'console']);
  });

  it('gives staff the way back to the console instead of candidate pages of their own', () => {
    for (const role of ['admin', 'recruiter', 'theme-builder'])
      expect(navLinksFor(true, role).map((l) => l.to)).toEqual(['/careers', '/admin']);
    expect(navLinksFor(true, 'candidate').map((l) => l.key)).toContain('applications');
  });

  it('respects the separate logged-out and logged-in enable flags (search §6)', () => {
    const flags = { loggedOutEnabled: false, loggedInEnabled: true };
    expect(isNavbarEnabled(flags, false)).toBe(false);
    expect(isNavbarEnabled(flags, true)).toBe(true);
  });
});
