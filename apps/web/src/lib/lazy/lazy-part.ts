import { useEffect, useState } from 'react';

/**
 * A part of the app fetched when it is first needed rather than with the entry (issue 17): the
 * notification panel, the login forms, the terms dialog. `load` fetches it once and shares the
 * promise; after a failure (offline, a release replaced the chunk) the next call tries again.
 * `loaded` gives it at once when it is already here, so a second opening never waits.
 */
export type LazyPart<T> = { load: () => Promise<T>; loaded: () => T | undefined };

export function lazyPart<T>(fetchPart: () => Promise<T>): LazyPart<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      pending ??= fetchPart().then(
        (part) => {
          value = part;
          return part;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

/**
 * The part once it is wanted and loaded. `failed` when the last try failed; it is tried again
 * when `retry` is called or when it is wanted anew (wanted turns false, then true).
 */
export function useLazyPart<T>(
  part: LazyPart<T>,
  wanted: boolean,
): { value: T | undefined; failed: boolean; retry: () => void } {
  // Held in a box: the part is often a component, which useState would call as an updater.
  const [box, setBox] = useState<{ value: T } | undefined>(() => {
    const value = part.loaded();
    return value === undefined ? undefined : { value };
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setFailed(false);
      return;
    }
    if (box || failed) return;
    let live = true;
    part.load().then(
      (value) => live && setBox({ value }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, box, failed]);
  return {
    value: box?.value,
    failed,
    // Cleared, the failure no longer holds the effect back: it fetches again.
    retry: () => setFailed(false),
  };
}
