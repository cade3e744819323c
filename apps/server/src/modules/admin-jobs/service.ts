import type { JobAction } from '@opencareers/contracts/admin-jobs';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findForm } from '../forms/service.ts';
import type { JobRow } from './present.ts';
import { adminJobsRepository, newExternalId, type UpdateOutcome } from './repository.ts';

export const jobNotFound = () => new HttpError(404, errorCodes.notFound, 'This job does not exist');

const externalIdTaken = () =>
  new HttpError(409, errorCodes.conflict, 'Another job already has this external id', {
    externalId: 'Another job already has this external id',
  });

/** The saved row, or the reason nothing was saved: gone (404) or changed meanwhile (409 with its version). */
export function savedOrThrow(outcome: UpdateOutcome, sentVersion: number, action?: JobAction): JobRow {
  if (outcome.ok) return outcome.row;
  if (outcome.currentVersion === null) throw jobNotFound();
  if (outcome.currentVersion === sentVersion && action) {
    throw new HttpError(
      409,
      errorCodes.conflict,
      `This job cannot be ${pastTense[action]} in its current status`,
    );
  }
  throw new HttpError(
    409,
    errorCodes.versionConflict,
    'Someone else changed this job since you opened it. Reload it to see their changes.',
    undefined,
    outcome.currentVersion,
  );
}

const pastTense: Record<JobAction, string> = { publish: 'published', close: 'closed', reopen: 'reopened' };

export async function checkExternalId(
  db: Db,
  tenantId: string,
  externalId: string | undefined,
  exceptId?: string,
) {
  if (externalId && (await adminJobsRepository.externalIdTaken(db, tenantId, externalId, exceptId)))
    throw externalIdTaken();
}

/** A job's own application form must be one of the company's forms (422 naming the field). */
export async function checkApplicationForm(db: Db, tenantId: string, formId: string | null) {
  if (formId && !(await findForm(db, tenantId, formId)))
    throw new HttpError(422, errorCodes.validation, 'Choose one of your forms', {
      applicationFormId: 'Choose one of your forms',
    });
}

/** Publish (draft → open, dated now), close (open → closed), reopen (closed → open, clearing a past closing date). */
export async function applyAction(db: Db, tenantId: string, id: string, action: JobAction, version: number) {
  const now = new Date();
  const found = await adminJobsRepository.find(db, tenantId, id);
  if (!found) throw jobNotFound();
  const expired = found.row.expiresAt !== null && found.row.expiresAt <= now;
  const outcome =
    action === 'publish'
      ? await adminJobsRepository.setStatus(db, tenantId, id, version, ['draft'], {
          status: 'open',
          postedAt: now,
          ...(expired ? { expiresAt: null } : {}),
        })
      : action === 'close'
        ? await adminJobsRepository.setStatus(db, tenantId, id, version, ['open'], { status: 'closed' })
        : await adminJobsRepository.setStatus(db, tenantId, id, version, ['closed'], {
            status: 'open',
            ...(expired ? { expiresAt: null } : {}),
          });
  return savedOrThrow(outcome, version, action);
}

/** A copy of the job as a new draft, with a new external id. */
export async function duplicateJob(db: Db, tenantId: string, id: string) {
  const found = await adminJobsRepository.find(db, tenantId, id);
  if (!found) throw jobNotFound();
  const { row, locations } = found;
  return adminJobsRepository.insert(
    db,
    tenantId,
    {
      title: row.title,
      externalId: newExternalId(),
      department: row.department,
      employmentType: row.employmentType as never,
      seniority: row.seniority as never,
      workPlace: row.workPlace as never,
      skills: row.skills,
      descriptionHtml: row.descriptionHtml,
      language: row.language,
      payMin: row.payMin,
      payMax: row.payMax,
      payCurrency: row.payCurrency,
      payPeriod: row.payPeriod as never,
      expiresAt: null,
      isPrivate: row.isPrivate,
      screeningQuestions: row.screeningQuestions,
      applicationFormId: row.applicationFormId,
      locations: locations.map(({ city, region, country, countryCode, lat, lng }) => ({
        city,
        region,
        country,
        countryCode,
        lat,
        lng,
      })),
    },
    'draft',
  );
}
