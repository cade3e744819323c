import { notificationConstants } from '@opencareers/contracts/constants';

/**
 * Finds the bell (the panel's trigger) by id, looking again up to 30 times 300 ms apart
 * (spec shell §9): after the full-screen panel closes the navbar may re-render, and focus
 * must return to the bell once it is back. Resolves null if it never appears or `signal` aborts.
 */
export function findTrigger(
  id: string,
  signal?: AbortSignal,
  { attempts, intervalMs } = {
    attempts: notificationConstants.triggerLookupAttempts,
    intervalMs: notificationConstants.triggerLookupIntervalMs,
  },
): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const look = () => {
      if (signal?.aborted) return resolve(null);
      const element = document.getElementById(id);
      tries += 1;
      if (element) return resolve(element);
      if (tries >= attempts) return resolve(null);
      setTimeout(look, intervalMs);
    };
    look();
  });
}
