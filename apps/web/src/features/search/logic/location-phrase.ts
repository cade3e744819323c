import type { ResolvedLocation } from '@opencareers/contracts/search';
import { specialLocations } from '@opencareers/contracts/search-constants';

/** The i18n key (under `search.`) and values that say where a search looked. */
export interface LocationPhrase {
  key:
    | 'resultsNear'
    | 'resultsIn'
    | 'resultsInMapArea'
    | 'resultsNearMapPoint'
    | 'resultsNearYou'
    | 'resultsRemote';
  values?: { location: string };
}

const is = (location: string, special: string) => location.trim().toLowerCase() === special.toLowerCase();

/**
 * The summary's "near …" part. The special locations are words the page sends, not places a
 * candidate typed: "near Map Area" read like a bug, so each gets its own phrase; a country
 * reads "in Germany", a city or free text "near Berlin".
 */
export function locationPhrase(location: string, resolved: ResolvedLocation | null): LocationPhrase | null {
  if (!location.trim()) return null;
  if (is(location, specialLocations.mapArea)) return { key: 'resultsInMapArea' };
  if (is(location, specialLocations.mapLocation)) return { key: 'resultsNearMapPoint' };
  if (is(location, specialLocations.currentLocation)) return { key: 'resultsNearYou' };
  if (is(location, specialLocations.remote) || resolved?.kind === 'remote') return { key: 'resultsRemote' };
  const place = resolved?.label || location;
  if (resolved?.kind === 'country') return { key: 'resultsIn', values: { location: place } };
  return { key: 'resultsNear', values: { location: place } };
}
