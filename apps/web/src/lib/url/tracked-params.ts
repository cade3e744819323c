import { trackedUrlParams } from '@opencareers/contracts/constants';
import { withCarriedParams } from './carried-params.ts';

/**
 * Job and apply links also keep the tracked parameters (search §9) of the current address, so
 * the page a candidate applies from still says where they came from, even opened in a new tab
 * (which starts without the session's stored source). Other links leave them out.
 */
export function withTrackedParams(path: string, currentSearch: string): string {
  const withCarried = withCarriedParams(path, currentSearch);
  const current = new URLSearchParams(currentSearch);
  const [pathname, query = ''] = withCarried.split('?', 2) as [string, string?];
  const next = new URLSearchParams(query);
  for (const name of trackedUrlParams) {
    const value = current.get(name);
    if (value && !next.has(name)) next.set(name, value);
  }
  const text = next.toString();
  return text ? `${pathname}?${text}` : pathname;
}
