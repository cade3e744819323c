import { describe, expect, it } from 'vitest';
import { notificationHref } from './follow-link.ts';

const origin = 'https://jobs.acme.example';

describe('notificationHref', () => {
  it('carries the current query parameters over, the link’s own winning', () => {
    expect(notificationHref('/careers/offer/7', '?domain=acme.example&hl=fr', origin)).toBe(
      '/careers/offer/7?domain=acme.example&hl=fr',
    );
    expect(notificationHref('/careers/search?query=designer&hl=de', '?hl=fr&utm_source=mail', origin)).toBe(
      '/careers/search?query=designer&hl=de&utm_source=mail',
    );
    expect(notificationHref('/careers/profile', '', origin)).toBe('/careers/profile');
  });

  it('never leads off the site', () => {
    expect(notificationHref('https://evil.example/x', '?domain=a', origin)).toBe('/careers?domain=a');
    expect(notificationHref('//evil.example/x', '', origin)).toBe('/careers');
    expect(notificationHref('javascript:alert(1)', '', origin)).toBe('/careers');
  });
});
