import { describe, expect, it } from 'vitest';
import { safeReturnPath, withCarriedParams } from './carried-params.ts';
import { searchTermsFrom } from './search-terms.ts';

describe('withCarriedParams', () => {
  it('keeps the tenant, language and debug parameters on in-app links', () => {
    expect(withCarriedParams('/careers', '?domain=acme.example&hl=fr&debug=1&utm_source=x')).toBe(
      '/careers?domain=acme.example&hl=fr&debug=1',
    );
  });

  it('merges with the link’s own query without overriding it', () => {
    expect(withCarriedParams('/careers/job/private?pid=3&domain=b', '?domain=a')).toBe(
      '/careers/job/private?pid=3&domain=b',
    );
    expect(withCarriedParams('/careers', '')).toBe('/careers');
  });
});

describe('safeReturnPath', () => {
  const origin = 'https://jobs.acme.example';
  it('accepts same-origin paths and urls', () => {
    expect(safeReturnPath('/careers/profile?domain=a', origin)).toBe('/careers/profile?domain=a');
    expect(safeReturnPath(`${origin}/careers/offers#x`, origin)).toBe('/careers/offers#x');
  });

  it('refuses other origins and protocol-relative tricks', () => {
    expect(safeReturnPath('https://evil.example/careers', origin)).toBeNull();
    expect(safeReturnPath('//evil.example/careers', origin)).toBeNull();
    expect(safeReturnPath('javascript:alert(1)', origin)).toBeNull();
    expect(safeReturnPath(null, origin)).toBeNull();
  });
});

describe('searchTermsFrom (search §2)', () => {
  it('turns hyphens and underscores of route-supplied terms into spaces', () => {
    expect(searchTermsFrom({ query: 'registered-nurse', location: 'new_york' }, '')).toEqual({
      query: 'registered nurse',
      location: 'new york',
    });
  });

  it('falls back to the query and location address parameters', () => {
    expect(searchTermsFrom({}, '?query=data-engineer&location=Paris')).toEqual({
      query: 'data-engineer',
      location: 'Paris',
    });
  });
});
