import type { AdminJob, AdminJobSummary, JobLocation } from '@opencareers/contracts/admin-jobs';
import type { positionLocations, positions } from '../../db/schema/index.ts';
import { locationLabel } from '../search/indexed-position.ts';

export type JobRow = typeof positions.$inferSelect;
type LocationRow = typeof positionLocations.$inferSelect;

/** Where candidates see a job: a private one only by its link-only address. */
export const jobUrl = (row: Pick<JobRow, 'id' | 'isPrivate'>): string =>
  row.isPrivate ? `/careers/job/private?pid=${row.id}` : `/careers/job/${row.id}`;

const toLocation = (l: LocationRow): JobLocation => ({
  city: l.city,
  region: l.region,
  country: l.country,
  countryCode: l.countryCode,
  lat: l.lat,
  lng: l.lng,
});

export const presentJob = (row: JobRow, locations: LocationRow[]): AdminJob => ({
  id: row.id,
  externalId: row.externalId,
  title: row.title,
  department: row.department,
  employmentType: row.employmentType as AdminJob['employmentType'],
  seniority: row.seniority as AdminJob['seniority'],
  workPlace: row.workPlace as AdminJob['workPlace'],
  skills: row.skills,
  descriptionHtml: row.descriptionHtml,
  language: row.language,
  payMin: row.payMin,
  payMax: row.payMax,
  payCurrency: row.payCurrency,
  payPeriod: (row.payPeriod as AdminJob['payPeriod']) ?? null,
  status: row.status,
  isPrivate: row.isPrivate,
  postedAt: row.postedAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  locations: locations.map(toLocation),
  screeningQuestions: row.screeningQuestions,
  applicationFormId: row.applicationFormId,
  url: jobUrl(row),
});

export const presentJobSummary = (row: JobRow, first: LocationRow | undefined): AdminJobSummary => ({
  id: row.id,
  externalId: row.externalId,
  title: row.title,
  department: row.department,
  workPlace: row.workPlace as AdminJobSummary['workPlace'],
  status: row.status,
  isPrivate: row.isPrivate,
  postedAt: row.postedAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  url: jobUrl(row),
  location: first ? locationLabel(first) : null,
});
