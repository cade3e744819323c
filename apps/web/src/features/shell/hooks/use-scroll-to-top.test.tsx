// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerPageRender, startServerPageRender } from '../../../lib/hydration/server-page-phase.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

afterEach(() => {
  endServerPageRender();
  vi.restoreAllMocks();
});

describe('useScrollToTop', () => {
  it('opens a page drawn in the browser at the top, and every page navigated to', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), {
      initialProps: { path: '/careers' },
    });
    expect(scroll).toHaveBeenCalledTimes(1);
    rerender({ path: '/careers/login' });
    expect(scroll).toHaveBeenCalledTimes(2);
    rerender({ path: '/careers/login' });
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('leaves the server page where the visitor scrolled it when the app takes over, then scrolls on navigation', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    startServerPageRender();
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), {
      initialProps: { path: '/careers' },
    });
    expect(scroll).not.toHaveBeenCalled();
    endServerPageRender();
    rerender({ path: '/careers/login' });
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
