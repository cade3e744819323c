/** Longest wait for an idle moment: a busy page still gets its turn soon. */
const idleTimeoutMs = 2_000;

/**
 * Runs `callback` when the browser next has an idle moment (at most two seconds from now), and
 * returns a function that cancels it. For work a visitor does not wait for (issue 17): run
 * during hydration it would lengthen the long task a phone feels as a frozen page. Safari has no
 * requestIdleCallback; there a short timeout stands in.
 */
export function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
