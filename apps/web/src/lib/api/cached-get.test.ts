// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedGet, defaultValiditySeconds } from './cached-get.ts';
import { defaultMemoMs, memoFetch } from './memo-fetch.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('cached GET (form-toolkit §7)', () => {
  it('defaults to 3600 s and 5 minutes', () => {
    expect(defaultValiditySeconds).toBe(3600);
    expect(defaultMemoMs).toBe(300_000);
  });

  it('serves the cached answer and refreshes it in the background', async () => {
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cachedGet('k', load)).toBe('first');
    expect(await cachedGet('k', load)).toBe('first'); // served from cache…
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2)); // …and refreshed
    const again = vi.fn().mockResolvedValue('third');
    expect(await cachedGet('k', again)).toBe('second');
  });

  it('loads anew after the validity, when forced, and not at all from cache when disabled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await cachedGet('k', async () => 'old');
    vi.setSystemTime(Date.now() + 3601_000);
    expect(await cachedGet('k', async () => 'new')).toBe('new');
    expect(await cachedGet('k', async () => 'forced', { force: true })).toBe('forced');
    expect(await cachedGet('x', async () => 'nocache', { cache: false })).toBe('nocache');
    expect(localStorage.getItem('oc-cache:x')).toBeNull();
  });
});

describe('memo fetch (form-toolkit §7)', () => {
  it('shares one answer per argument list for 5 minutes, with a force refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async (q: string) => `${q}!`);
    const get = memoFetch(load);
    expect(await get(['a'])).toBe('a!');
    await get(['a']);
    await get(['b']);
    expect(load).toHaveBeenCalledTimes(2);
    await get(['a'], { forceRefresh: true });
    expect(load).toHaveBeenCalledTimes(3);
    vi.setSystemTime(Date.now() + 300_001);
    await get(['a']);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not remember failures', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const get = memoFetch(load);
    await expect(get([])).rejects.toThrow('down');
    await vi.waitFor(async () => expect(await get([])).toBe('up'));
  });
});
