import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (`@mantine/hooks`), put in its place by build/mantine-stable-id.ts.
 *
 * Mantine's own returns React's id, then sets a random one of its own in a layout effect as
 * every input, select, tabs or accordion mounts (kept from before React had `useId`). That state
 * update is synchronous: right after hydration it re-rendered the page's inputs and, with them,
 * made React run all of the page's effects in hydration's long task (issue 17, Total Blocking
 * Time on a phone, docs/performance.md); and it changed the server's ids (a label's `for`, an
 * `aria-describedby`) under the reader. React's id is the same on the server and in the
 * browser, so it is kept: one render, no effect.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
