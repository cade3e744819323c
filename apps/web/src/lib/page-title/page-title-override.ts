import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page may name itself after what it shows (the search page with its map open is titled
 * 'job search with maps', shell §2). Like the position title, it tells the shell through this
 * store rather than by importing it.
 */
let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(title: string | null): void {
  if (title === override) return;
  override = title;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => override;

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Titles the document `title` while the calling page shows it (null: no override). */
export function useSetPageTitleOverride(title: string | null): void {
  useEffect(() => {
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}
