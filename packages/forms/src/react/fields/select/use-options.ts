import { useEffect, useState } from 'react';
import type { Choice } from '../../../core/option-bags.ts';

/**
 * §4: options load once and are never stale (cached for the page's life per address), are
 * retried, and are not refetched on window focus; a new address (the parent changed) loads anew.
 */
const cache = new Map<string, Promise<Choice[]>>();

async function withRetry(load: () => Promise<Choice[]>, attempts = 3): Promise<Choice[]> {
  for (let i = 1; ; i++) {
    try {
      return await load();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 300 * 2 ** (i - 1)));
    }
  }
}

export type OptionsState = { status: 'idle' | 'loading' | 'error' | 'ready'; options: Choice[] };

export function useRemoteOptions(key: string | undefined, load: () => Promise<Choice[]>): OptionsState {
  const [state, setState] = useState<OptionsState>({ status: key ? 'loading' : 'idle', options: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request; load changes every render
  useEffect(() => {
    if (!key) return setState({ status: 'idle', options: [] });
    let live = true;
    setState((s) => ({ status: 'loading', options: s.options }));
    let pending = cache.get(key);
    if (!pending) {
      pending = withRetry(load);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    pending.then(
      (options) => live && setState({ status: 'ready', options }),
      () => live && setState({ status: 'error', options: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

/** For tests: forget every loaded list. */
export const clearOptionsCache = () => cache.clear();
