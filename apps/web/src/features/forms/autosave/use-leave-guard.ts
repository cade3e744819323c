import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving with unsaved answers: the browser's own prompt on reload or close
 * (beforeunload), and the returned blocker for a link inside the app (LeaveGuardModal shows it).
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
}
