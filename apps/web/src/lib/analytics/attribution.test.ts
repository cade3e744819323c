// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { withVisit } from './attribution.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('withVisit', () => {
  it('keeps one visitor id per browser', () => {
    const a = withVisit({ page_id: 'jobs' });
    const b = withVisit({ page_id: 'jobs' });
    expect(a.visitor_id).toEqual(expect.any(String));
    expect(b.visitor_id).toBe(a.visitor_id);
  });

  it('carries the landing source to later events of the session', () => {
    withVisit({ page_id: 'jobs', utm_source: 'newsletter', referral_token: 'r1' });
    expect(withVisit({ position_id: 'p1' })).toMatchObject({
      utm_source: 'newsletter',
      referral_token: 'r1',
    });
    // A new landing with other parameters replaces the source.
    withVisit({ utm_source: 'linkedin' });
    const later = withVisit({});
    expect(later.utm_source).toBe('linkedin');
    expect(later.referral_token).toBeUndefined();
  });
});
