// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTrigger } from './find-trigger.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('findTrigger', () => {
  it('finds an element that appears later', async () => {
    vi.useFakeTimers();
    const found = findTrigger('bell');
    await vi.advanceTimersByTimeAsync(900);
    const bell = document.createElement('button');
    bell.id = 'bell';
    document.body.append(bell);
    await vi.advanceTimersByTimeAsync(300);
    expect(await found).toBe(bell);
  });

  it('gives up after 30 lookups 300 ms apart', async () => {
    vi.useFakeTimers();
    let result: HTMLElement | null | undefined;
    void findTrigger('missing').then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(29 * 300 - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });
});
