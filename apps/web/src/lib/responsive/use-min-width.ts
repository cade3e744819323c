import { useSyncExternalStore } from 'react';

const queryOf = (minPx: number) => `(min-width: ${minPx}px)`;

/**
 * Whether the window is at least `minPx` wide, kept current; `undefined` while the width is not
 * known: on the server and while the browser hydrates the server's page (issue 17 item 3). The
 * server cannot measure the screen, and a guess from the user agent is wrong for a narrow
 * desktop window, a tablet or a phone that says it is a desktop. So a component draws both
 * layouts while it is `undefined`, each shown by a CSS media query (responsive.module.css): the
 * server's page is right at any width, and when React re-renders with the real width it only
 * drops the hidden one, so nothing on screen moves. Rendered in the browser without a server
 * page, it answers the real width from the start.
 */
export function useMinWidth(minPx: number): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      const list = window.matchMedia(queryOf(minPx));
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(queryOf(minPx)).matches,
    () => undefined,
  );
}
