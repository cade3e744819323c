import type { PositionSummary } from '@opencareers/contracts/position';
import type { PlaceNames } from '../locales/place-names.ts';
import type { IndexedPosition } from './indexed-position.ts';

export interface UserFlags {
  saved: ReadonlySet<string>;
  cart: ReadonlySet<string>;
}
export const noUserFlags: UserFlags = { saved: new Set(), cart: new Set() };

/**
 * The "lite" position of the results list (spec search §3 and §4), its places named in the
 * reader's language (`places`): the index keeps English names, so one index serves every language.
 */
export function presentPosition(
  p: IndexedPosition,
  flags: UserFlags,
  places: PlaceNames,
  distanceKm: number | null = null,
): PositionSummary {
  const locations = p.locations.map((l) => ({
    ...l,
    country: places.country(l.countryCode, l.country),
    label: places.label(l),
  }));
  return {
    id: p.id,
    externalId: p.externalId,
    name: p.title,
    department: p.department,
    employmentType: p.employmentType,
    seniority: p.seniority,
    workPlace: p.workPlace,
    skills: p.skills,
    location: p.workPlace === 'remote' ? places.remote(p.locations[0]) : (locations[0]?.label ?? ''),
    locations,
    pay:
      p.payCurrency && p.payPeriod && (p.payMin !== null || p.payMax !== null)
        ? { min: p.payMin, max: p.payMax, currency: p.payCurrency, period: p.payPeriod }
        : null,
    postedAt: new Date(p.postedAt).toISOString(),
    archived_at: -1,
    snippet: p.snippet,
    url: `/careers/job/${p.id}`,
    // A remote job is done from anywhere: "1 km away" beside it would only mislead.
    distanceKm: p.workPlace === 'remote' ? null : distanceKm,
    positionUserActions: { isSaved: flags.saved.has(p.id), inJobCart: flags.cart.has(p.id) },
    language: p.language,
  };
}
