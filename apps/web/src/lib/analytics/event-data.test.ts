import { describe, expect, it } from 'vitest';
import { crashData, pageViewData, positionIdFrom } from './event-data.ts';

describe('pageViewData', () => {
  it('records the page, position and the tracked address parameters only (search §9)', () => {
    const data = pageViewData({
      pageId: 'singlePosition',
      pathname: '/careers/job/42',
      search:
        '?utm_source=mail&utm_campaign=spring&src=x&source=y&microsite=m&ref_src=r&referral_token=t&other=no',
      positionId: '42',
    });
    expect(data).toEqual({
      page_id: 'singlePosition',
      path: '/careers/job/42',
      position_id: '42',
      utm_source: 'mail',
      utm_campaign: 'spring',
      src: 'x',
      source: 'y',
      microsite: 'm',
      ref_src: 'r',
      referral_token: 't',
    });
  });

  it('leaves out what is not there', () => {
    expect(pageViewData({ pageId: undefined, pathname: '/nope', search: '' })).toEqual({
      page_id: null,
      path: '/nope',
    });
  });
});

describe('positionIdFrom', () => {
  it('takes the :pid route parameter, else the pid address parameter', () => {
    expect(positionIdFrom({ pid: '7' }, '?pid=8')).toBe('7');
    expect(positionIdFrom({}, '?pid=8')).toBe('8');
    expect(positionIdFrom({}, '')).toBeUndefined();
  });
});

describe('crashData', () => {
  it('keeps message, stack and url, bounding the stack', () => {
    const error = new Error('boom');
    error.stack = `Error: boom\n${'at x\n'.repeat(5000)}`;
    const data = crashData(error, 'http://localhost/careers');
    expect(data.message).toBe('boom');
    expect(data.url).toBe('http://localhost/careers');
    expect(String(data.stack).length).toBeLessThanOrEqual(8000);
    expect(crashData('weird', 'u')).toEqual({ message: 'weird', stack: undefined, url: 'u' });
  });
});
