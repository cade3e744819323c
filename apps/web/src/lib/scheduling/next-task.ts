/**
 * Resolves in a new task of the browser's event loop, so the work before and after it are two
 * tasks, not one: a phone counts each long task as a frozen page (Lighthouse's Total Blocking
 * Time counts what a task takes beyond 50 ms), and between tasks it can paint and take input.
 * A message channel, not setTimeout: timeouts are clamped to 4 ms once nested, and may wait
 * behind a busy timer queue.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
