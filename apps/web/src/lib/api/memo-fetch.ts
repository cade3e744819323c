/**
 * form-toolkit §7 generic fetch with a per-argument in-memory cache: the same arguments within
 * 5 minutes share one answer (and one request in flight); `forceRefresh` loads anew.
 */
export const defaultMemoMs = 5 * 60 * 1000;

export function memoFetch<A extends unknown[], T>(load: (...args: A) => Promise<T>, ttlMs = defaultMemoMs) {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return (args: A, options: { forceRefresh?: boolean } = {}): Promise<T> => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit && !options.forceRefresh && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(...args);
    cache.set(key, { at: Date.now(), value });
    // A failure is not remembered: the next call tries again.
    value.catch(() => cache.delete(key));
    return value;
  };
}
