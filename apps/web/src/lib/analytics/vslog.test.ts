// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postVslog } from './vslog.ts';

/** The idle callbacks the page asked for, run by the test when it says the browser is idle. */
let idle: (() => void)[] = [];
let posted: { url: string; body: { namespace: string; event: string } }[] = [];

beforeEach(() => {
  idle = [];
  posted = [];
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
  window.cancelIdleCallback = () => {};
  // The network stand-in: records each request and answers 204.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    posted.push({ url: String(input), body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Whatever a test left waiting is sent, so the next one starts a batch of its own.
  window.dispatchEvent(new Event('pagehide'));
});

const event = (name: string) => ({ namespace: 'search', event: name, data: { q: name } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postVslog', () => {
  it('sends nothing while the page is busy, then everything recorded once it is idle', async () => {
    const first = postVslog(event('page_view'));
    const second = postVslog(event('search'));
    await settle();
    expect(posted).toEqual([]);
    expect(idle).toHaveLength(1); // one wait for the batch, not one per event
    idle[0]!();
    await Promise.all([first, second]);
    expect(posted.map((p) => p.body.event)).toEqual(['page_view', 'search']);
    expect(posted.every((p) => p.url.startsWith('/vslog'))).toBe(true);
  });

  it('sends at once when the page is left or hidden before it was idle', async () => {
    const left = postVslog(event('apply_click'));
    window.dispatchEvent(new Event('pagehide'));
    await left;
    expect(posted.map((p) => p.body.event)).toEqual(['apply_click']);

    const hidden = postVslog(event('search'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await hidden;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(posted.map((p) => p.body.event)).toEqual(['apply_click', 'search']);
  });

  it('starts a new batch after one is sent', async () => {
    const first = postVslog(event('one'));
    idle[0]!();
    await first;
    const second = postVslog(event('two'));
    await settle();
    expect(posted.map((p) => p.body.event)).toEqual(['one']);
    expect(idle).toHaveLength(2);
    idle[1]!();
    await second;
    expect(posted.map((p) => p.body.event)).toEqual(['one', 'two']);
  });

  it('is sent, not rejected, when the idle moment comes after the document was torn down', async () => {
    // A unit test's document can go before its page's batch is due (seen as an unhandled
    // rejection in the web suite): the batch lets go of the window and document it listened to.
    const sent = postVslog(event('late'));
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    idle[0]!();
    await expect(sent).resolves.toBeUndefined();
    expect(posted.map((p) => p.body.event)).toEqual(['late']);
  });
});
