import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withCarriedParams } from './carried-params.ts';
import { withTrackedParams } from './tracked-params.ts';

/** Builds in-app hrefs that keep the tenant (and language, debug) of the current address. */
export function useCarriedHref(): (path: string) => string {
  const { search } = useLocation();
  return useCallback((path: string) => withCarriedParams(path, search), [search]);
}

/** For job and apply links: also keeps where the visit came from (utm_source…, search §9). */
export function useTrackedHref(): (path: string) => string {
  const { search } = useLocation();
  return useCallback((path: string) => withTrackedParams(path, search), [search]);
}
