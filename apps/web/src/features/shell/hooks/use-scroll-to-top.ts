import { useLayoutEffect, useRef } from 'react';
import { renderingServerPage } from '../../../lib/hydration/server-page-phase.ts';

/**
 * search §2: every page opens scrolled to the top, including after back and forward.
 *
 * Not when the app takes over the server's page (hydration): the visitor has been reading it
 * and may have scrolled already (hydration is a transition and can take a while on a phone), and
 * a jump back to the top would lose their place. The browser opened that page at the top itself,
 * and main.tsx turns the browser's own scroll restoration off, so a reload opens at the top too.
 */
export function useScrollToTop(pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useLayoutEffect(() => {
    const hydrating = first.current && renderingServerPage();
    first.current = false;
    if (hydrating) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
