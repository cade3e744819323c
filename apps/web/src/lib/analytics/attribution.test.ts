// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationSource, withVisit } from './attribution.ts';

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

describe('applicationSource', () => {
  it('takes the address first, else the source the visit landed with', () => {
    withVisit({ page_id: 'jobs', utm_source: 'newsletter' });
    expect(applicationSource('?pid=1')).toEqual({ utm_source: 'newsletter' });
    expect(applicationSource('?pid=1&utm_source=x&utm_campaign=%20spring%20')).toEqual({
      utm_source: 'x',
      utm_campaign: 'spring',
    });
    // The address's source became the visit's.
    expect(applicationSource('')).toEqual({ utm_source: 'x', utm_campaign: 'spring' });
  });

  it('drops unknown names and values the server would refuse', () => {
    expect(
      applicationSource(
        `?utm_source=${'x'.repeat(201)}&src=a%07b&ref_src=%E2%80%AEtxt&gclid=1&microsite=careers&source=%20`,
      ),
    ).toEqual({ microsite: 'careers' });
  });

  it('ignores a stored source that is not what the app wrote', () => {
    sessionStorage.setItem('oc.source', JSON.stringify({ utm_source: 5, src: 'ok', other: 'x' }));
    expect(applicationSource('')).toEqual({ src: 'ok' });
    sessionStorage.setItem('oc.source', 'not json');
    expect(applicationSource('')).toEqual({});
  });
});
