import { useLayoutEffect } from 'react';

/** search §2: every page opens scrolled to the top, including after back and forward. */
export function useScrollToTop(pathname: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
