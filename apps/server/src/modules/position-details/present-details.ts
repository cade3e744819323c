import type { PositionDetails, PositionSummary } from '@opencareers/contracts/position';
import type { PlaceNames } from '../locales/place-names.ts';
import { snippetOfRow } from '../search/derived-text.ts';
import { locationLabel } from '../search/indexed-position.ts';
import { presentPosition, type UserFlags } from '../search/present-position.ts';
import type { PositionRow } from './repository.ts';

const isOpen = (r: PositionRow, now: number) =>
  r.status === 'open' && (r.expiresAt === null || r.expiresAt.getTime() > now);

/** A position read from the database, in the list shape (closed ones carry archived_at). */
export function summaryFromRow(
  r: PositionRow,
  flags: UserFlags,
  places: PlaceNames,
  now = Date.now(),
): PositionSummary {
  const summary = presentPosition(
    {
      id: r.id,
      externalId: r.externalId,
      title: r.title,
      department: r.department,
      employmentType: r.employmentType as PositionSummary['employmentType'],
      seniority: r.seniority as PositionSummary['seniority'],
      workPlace: r.workPlace as PositionSummary['workPlace'],
      skills: r.skills,
      descriptionTerms: [],
      snippet: snippetOfRow(r),
      payMin: r.payMin,
      payMax: r.payMax,
      payCurrency: r.payCurrency,
      payPeriod: r.payPeriod,
      postedAt: r.postedAt.getTime(),
      expiresAt: r.expiresAt?.getTime() ?? null,
      locations: r.locations.map((l) => ({
        city: l.city,
        region: l.region,
        country: l.country,
        countryCode: l.countryCode,
        lat: l.lat,
        lng: l.lng,
        label: locationLabel(l),
      })),
      language: r.language,
    },
    flags,
    places,
  );
  if (!isOpen(r, now)) {
    const closedAt = r.status === 'open' && r.expiresAt ? r.expiresAt : r.updatedAt;
    summary.archived_at = Math.max(1, Math.floor(closedAt.getTime() / 1000));
  }
  return summary;
}

export function detailsFromRow(
  r: PositionRow,
  flags: UserFlags,
  companyName: string,
  places: PlaceNames,
): PositionDetails {
  return {
    ...summaryFromRow(r, flags, places),
    descriptionHtml: r.descriptionHtml,
    language: r.language,
    status: r.status,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    companyName,
    applyUrl: `/careers/apply?pid=${r.id}`,
  };
}

export const positionIsOpen = isOpen;
