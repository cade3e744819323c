import { startTransition, useEffect, useState } from 'react';
import { onIdle } from '../scheduling/on-idle.ts';

/**
 * False until the browser has had an idle moment since the component mounted, then true (in a
 * transition, which React renders in slices). For parts below the fold that load their own code
 * (issue 17): asked for during hydration they were fetched, evaluated and drawn inside the same
 * long task as the page's first render, which a phone feels as a frozen page (Lighthouse's Total
 * Blocking Time). Waiting for idle puts them after the page is usable.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
