import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart } from './lazy-part.ts';

const Part = () => null;

describe('lazyPart', () => {
  it('fetches once, shares the promise, then gives the part at once', async () => {
    const fetchPart = vi.fn(async () => Part);
    const part = lazyPart(fetchPart);
    expect(part.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(Part);
    expect(b).toBe(Part);
    expect(part.loaded()).toBe(Part);
    await part.load();
    expect(fetchPart).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const fetchPart = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const part = lazyPart(fetchPart);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe(Part);
    expect(fetchPart).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyPart', () => {
  it('fetches nothing until wanted; a component comes back as itself, not called', async () => {
    const fetchPart = vi.fn(async () => Part);
    const part = lazyPart(fetchPart);
    const { result, rerender } = renderHook(({ wanted }) => useLazyPart(part, wanted), {
      initialProps: { wanted: false },
    });
    expect(fetchPart).not.toHaveBeenCalled();
    expect(result.current.value).toBeUndefined();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.value).toBe(Part));
    // Mounted again once loaded: there at the first render.
    expect(renderHook(() => useLazyPart(part, false)).result.current.value).toBe(Part);
  });

  it('says when the fetch failed, and retry (or wanting it anew) tries again', async () => {
    const fetchPart = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const part = lazyPart(fetchPart);
    const { result, rerender } = renderHook(({ wanted }) => useLazyPart(part, wanted), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(fetchPart).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.failed).toBe(true));
    rerender({ wanted: false });
    expect(result.current.failed).toBe(false);
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.value).toBe(Part));
    expect(result.current.failed).toBe(false);
    expect(fetchPart).toHaveBeenCalledTimes(3);
  });
});
