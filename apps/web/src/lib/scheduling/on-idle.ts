/** Longest wait for an idle moment: a busy page still gets its turn soon. */
const idleTimeoutMs = 2_000;

/**
 * Runs `callback` when the browser next has an idle moment (at most two seconds from now), and
 * returns a function that cancels it. For work a visitor does not wait for (issue 17): run
 * during hydration it would lengthen the long task a phone feels as a frozen page. Safari has no
 * requestIdleCallback; there a short timeout stands in.
 */
export function onIdle(callback: () => void): () => void {
  // The window it was scheduled on cancels it, even if `window` names nothing by then (a unit
  // test's document torn down before its idle moment came).
  const scheduledOn = window;
  if (typeof scheduledOn.requestIdleCallback === 'function') {
    const handle = scheduledOn.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs });
    return () => scheduledOn.cancelIdleCallback(handle);
  }
  const handle = scheduledOn.setTimeout(callback, 200);
  return () => scheduledOn.clearTimeout(handle);
}
