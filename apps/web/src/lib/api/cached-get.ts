/**
 * form-toolkit §7 generic cached GET: answers are kept in the browser (localStorage) for a
 * validity of 3600 s by default. A cached answer is served at once and refreshed in the
 * background; `force` skips the cache, `cache: false` neither reads nor writes it.
 */
export interface CachedGetOptions {
  validitySeconds?: number;
  force?: boolean;
  cache?: boolean;
}

interface Entry {
  storedAt: number;
  data: unknown;
}

const prefix = 'oc-cache:';
export const defaultValiditySeconds = 3600;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
};

function read(key: string): Entry | undefined {
  try {
    const raw = storage()?.getItem(prefix + key);
    return raw ? (JSON.parse(raw) as Entry) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, data: unknown) {
  try {
    storage()?.setItem(prefix + key, JSON.stringify({ storedAt: Date.now(), data } satisfies Entry));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}

export async function cachedGet<T>(
  key: string,
  load: () => Promise<T>,
  options: CachedGetOptions = {},
): Promise<T> {
  const useCache = options.cache !== false;
  const validity = (options.validitySeconds ?? defaultValiditySeconds) * 1000;
  const entry = useCache && !options.force ? read(key) : undefined;
  const fetchAndStore = async () => {
    const data = await load();
    if (useCache) write(key, data);
    return data;
  };
  if (entry && Date.now() - entry.storedAt < validity) {
    // Serve the stored answer now; refresh it for next time without making the caller wait.
    fetchAndStore().catch(() => undefined);
    return entry.data as T;
  }
  return fetchAndStore();
}
