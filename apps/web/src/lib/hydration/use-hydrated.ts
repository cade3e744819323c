import { startTransition, useEffect, useState } from 'react';
import { renderingServerPage } from './server-page-phase.ts';

/**
 * False on the server and while the browser hydrates the server's page (issue 17 item 3), true
 * from a render after that (a transition, so it does not block a phone's main thread:
 * server-page-phase.ts), and at once in an app rendered without a server page or in a part
 * mounted after hydration. For parts drawn in the browser only: the per-user ones (a
 * candidate's "applied on …") and lazily loaded ones, which a server render cannot finish
 * (React error #419, and the client redraws them). Such a part shows its fallback, of the same
 * size, in the server's page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !renderingServerPage());
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
