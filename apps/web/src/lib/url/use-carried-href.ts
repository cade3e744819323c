import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withCarriedParams } from './carried-params.ts';

/** Builds in-app hrefs that keep the tenant (and language, debug) of the current address. */
export function useCarriedHref(): (path: string) => string {
  const { search } = useLocation();
  return useCallback((path: string) => withCarriedParams(path, search), [search]);
}
