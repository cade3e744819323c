/**
 * Resolves after every promise already under way has settled: a macrotask runs only once
 * the microtask queue is empty. Not a sleep: it waits on the event loop, not on the clock.
 */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
