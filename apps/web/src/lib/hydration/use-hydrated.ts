import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's page (issue 17 item 3), true
 * from the render after that, and at once in an app rendered without a server page. For parts
 * drawn in the browser only: the per-user ones (a candidate's "applied on …") and lazily loaded
 * ones, which a server render cannot finish (React error #419, and the client redraws them).
 * Such a part shows its fallback, of the same size, in the server's page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
