/**
 * Whether the tree being rendered is the server's page (issue 17 item 3): on the server (the
 * server entry says so when it loads), and in the browser from just before `hydrateRoot`
 * (main.tsx) until the hydrated tree's first effects run (app-root.tsx). While it is, the
 * window's width and the browser-only parts are unknown, so both sides draw the same thing.
 *
 * React tells a component it is hydrating only through `useSyncExternalStore`'s server snapshot,
 * and that hook corrects the value after hydration with a synchronous re-render. For the width
 * (useMinWidth) that re-render was the whole search page, in one task of several hundred
 * milliseconds on a phone (Lighthouse's Total Blocking Time). Knowing the phase lets those hooks
 * start from the server's answer and correct it in a transition, which React renders in slices.
 */
let serverPage = false;

export const startServerPageRender = (): void => {
  serverPage = true;
};

export const endServerPageRender = (): void => {
  serverPage = false;
};

/** True on the server, and in the browser while it hydrates the server's page. */
export const renderingServerPage = (): boolean => serverPage || typeof window === 'undefined';
