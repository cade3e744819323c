import type { PositionLocation } from '@opencareers/contracts/position';
import type { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';

/** What the in-memory index keeps of one open position: enough to list it without the database. */
export interface IndexedPosition {
  id: string;
  externalId: string;
  title: string;
  department: string;
  employmentType: (typeof employmentTypes)[number];
  seniority: (typeof seniorities)[number];
  workPlace: (typeof workPlaces)[number];
  skills: string[];
  /** The description's distinct search terms (derived-text.ts); dropped after indexing. */
  descriptionTerms: string[];
  snippet: string;
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payPeriod: string | null;
  postedAt: number;
  expiresAt: number | null;
  locations: PositionLocation[];
  /** The language the job is written in (BCP 47); null: the company's default. */
  language: string | null;
}

/** "City, Region, Country" without repeating a region equal to the city (Singapore, Singapore). */
export const locationLabel = (l: { city: string; region: string | null; country: string }): string =>
  [l.city, l.region && l.region !== l.city ? l.region : null, l.country].filter(Boolean).join(', ');

/** Filter value of a city: stable, comma-free, readable in an address ("san-francisco-us"). */
export const cityValue = (city: string, countryCode: string): string =>
  `${city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${countryCode.toLowerCase()}`;
