import { errorCodes } from '@opencareers/contracts/api-envelope';
import { type LetterTemplate, letterMergeFields } from '@opencareers/contracts/letter-templates';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type OfferLetterInput, sampleLetterInput } from './letter-merge-values.ts';
import { assertLetterTemplate } from './letter-template-check.ts';
import { defaultLetterTemplate } from './letter-template-default.ts';
import { letterTemplateRepository as repo } from './letter-template-repository.ts';
import { generateOfferLetter } from './offer-letter-template.ts';

type OfferTermColumns = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.offerFacts>>>['offer'],
  'payAmount' | 'payCurrency' | 'payPeriod' | 'startDate' | 'place' | 'hiringManager' | 'expiresAt'
>;

/** The wording the tenant's letters use now (the default when none was saved). */
export async function tenantLetterTemplate(db: Db, tenantId: string): Promise<string> {
  return (await repo.find(db, tenantId))?.body ?? defaultLetterTemplate;
}

export async function letterTemplateState(db: Db, tenantId: string): Promise<LetterTemplate> {
  const row = await repo.find(db, tenantId);
  return {
    body: row?.body ?? defaultLetterTemplate,
    version: row?.version ?? 0,
    is_default: row?.body == null,
    default_body: defaultLetterTemplate,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedByName ?? null,
    merge_fields: [...letterMergeFields],
  };
}

/**
 * Saves the wording as the next version; 409 VERSION_CONFLICT (with the current version) when
 * someone saved since `version` was read. Saving the default text stores "the default", so a
 * reset tenant follows later improvements to it.
 */
export async function saveLetterTemplate(
  db: Db,
  tenantId: string,
  userId: string,
  body: string,
  version: number,
): Promise<void> {
  assertLetterTemplate(body);
  const normalized = body.replace(/\r\n?/g, '\n');
  const stored = normalized.trim() === defaultLetterTemplate ? null : normalized;
  if (await repo.save(db, tenantId, stored, version, userId)) return;
  const current = (await repo.find(db, tenantId))?.version ?? 0;
  throw new HttpError(
    409,
    errorCodes.versionConflict,
    'Someone else saved the letter template since you opened it.',
    undefined,
    current,
  );
}

/** One offer's merge values; `terms` replaces the stored ones (an edit about to be saved). */
export async function offerInput(
  db: Db,
  tenant: { id: string; name: string },
  offerId: string,
  terms: Partial<OfferTermColumns> = {},
): Promise<OfferLetterInput> {
  const row = await repo.offerFacts(db, tenant.id, offerId);
  if (!row) throw new HttpError(404, errorCodes.notFound, 'Offer not found', { offer_id: 'Offer not found' });
  const offer = { ...row.offer, ...terms };
  // The same fallbacks as the letter made with the offer: the position's pay when none was given.
  return {
    companyName: tenant.name,
    candidateName: `${row.firstname} ${row.lastname}`,
    positionTitle: row.title,
    department: row.department,
    payAmount: offer.payAmount ?? row.payMax ?? null,
    payCurrency: offer.payCurrency ?? row.payCurrency ?? null,
    payPeriod: offer.payPeriod ?? row.payPeriod ?? null,
    startDate: offer.startDate,
    place: offer.place,
    hiringManager: offer.hiringManager,
    expiresAt: offer.expiresAt,
    kind: offer.kind,
    issuedAt: new Date(),
  };
}

/** A draft template drawn as the letter would be, with sample values or one offer's. */
export async function previewLetter(
  db: Db,
  tenant: { id: string; name: string },
  body: string,
  offerId?: string | null,
): Promise<Uint8Array> {
  assertLetterTemplate(body);
  const input = offerId ? await offerInput(db, tenant, offerId) : sampleLetterInput(tenant.name);
  return generateOfferLetter(input, body);
}
