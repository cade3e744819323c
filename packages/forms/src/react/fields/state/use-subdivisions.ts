import { useEffect, useState } from 'react';
import { loadSubdivisions, subdivisionsLoaded } from '../../../core/regions.ts';

/**
 * Loads the subdivision lists on first use (core/regions.ts): 'loading' until they are here,
 * 'failed' when the chunk could not load (offline), so the field can fall back to free text.
 */
export function useSubdivisions(): 'loading' | 'ready' | 'failed' {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() =>
    subdivisionsLoaded() ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (status !== 'loading') return;
    let live = true;
    loadSubdivisions().then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [status]);
  return status;
}
