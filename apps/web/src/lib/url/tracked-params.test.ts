import { describe, expect, it } from 'vitest';
import { withTrackedParams } from './tracked-params.ts';

describe('withTrackedParams', () => {
  it('keeps the carried and the tracked parameters (search §9), nothing else', () => {
    expect(
      withTrackedParams('/careers/apply?pid=7', '?domain=a.example&utm_source=x&referral_token=r&q=nurse'),
    ).toBe('/careers/apply?pid=7&domain=a.example&utm_source=x&referral_token=r');
  });

  it('does not override the link’s own values', () => {
    expect(withTrackedParams('/careers/job/1?utm_source=mine', '?utm_source=x')).toBe(
      '/careers/job/1?utm_source=mine',
    );
    expect(withTrackedParams('/careers/job/1', '')).toBe('/careers/job/1');
  });
});
