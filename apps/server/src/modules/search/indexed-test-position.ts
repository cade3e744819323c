import type { IndexedPosition } from './indexed-position.ts';

/** A position as the index holds it, for engine tests: job n, posted n days ago, in Berlin. */
export const indexedTestPosition = (
  n: number,
  overrides: Partial<IndexedPosition> = {},
): IndexedPosition => ({
  id: `p${n}`,
  externalId: `E${n}`,
  title: `Senior Platform Engineer ${n}`,
  department: 'Engineering',
  employmentType: 'full_time' as const,
  seniority: 'senior' as const,
  workPlace: 'hybrid' as const,
  skills: ['Kubernetes', 'Go'],
  descriptionTerms: ['run', 'platform', 'every', 'team', 'build'],
  snippet: 'Run the platform',
  payMin: null,
  payMax: null,
  payCurrency: null,
  payPeriod: null,
  postedAt: Date.now() - n * 86_400_000,
  expiresAt: null,
  locations: [
    {
      city: 'Berlin',
      region: null,
      country: 'Germany',
      countryCode: 'DE',
      lat: 52.52,
      lng: 13.4,
      label: 'Berlin, Germany',
    },
  ],
  language: null,
  ...overrides,
});
