import { describe, expect, it } from 'vitest';
import { sourceParts } from './source-parts.ts';

describe('sourceParts', () => {
  it('lists the tracked parameters in the spec order, whatever order they were stored in', () => {
    expect(sourceParts({ referral_token: 'r1', utm_campaign: 'spring', utm_source: 'mail' })).toEqual([
      { name: 'utm_source', value: 'mail' },
      { name: 'utm_campaign', value: 'spring' },
      { name: 'referral_token', value: 'r1' },
    ]);
  });

  it('is empty for a visit without a source', () => {
    expect(sourceParts({})).toEqual([]);
  });
});
