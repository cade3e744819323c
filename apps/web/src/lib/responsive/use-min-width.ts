import { startTransition, useEffect, useState } from 'react';
import { renderingServerPage } from '../hydration/server-page-phase.ts';

const queryOf = (minPx: number) => `(min-width: ${minPx}px)`;

const matchesNow = (minPx: number): boolean | undefined =>
  renderingServerPage() ? undefined : window.matchMedia(queryOf(minPx)).matches;

/**
 * Whether the window is at least `minPx` wide, kept current; `undefined` while the width is not
 * known: on the server and while the browser hydrates the server's page (issue 17 item 3). The
 * server cannot measure the screen, and a guess from the user agent is wrong for a narrow
 * desktop window, a tablet or a phone that says it is a desktop. So a component draws both
 * layouts while it is `undefined`, each shown by a CSS media query (responsive.module.css): the
 * server's page is right at any width, and when React re-renders with the real width it only
 * drops the hidden one, so nothing on screen moves. That re-render is a transition, so a phone's
 * main thread is not blocked by it (server-page-phase.ts). Rendered in the browser without a
 * server page, or mounted after hydration, it answers the real width from the start.
 */
export function useMinWidth(minPx: number): boolean | undefined {
  const [matches, setMatches] = useState(() => matchesNow(minPx));
  useEffect(() => {
    const list = window.matchMedia(queryOf(minPx));
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [minPx]);
  return matches;
}
