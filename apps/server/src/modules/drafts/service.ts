import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { Draft, DraftApplication, DraftContext } from '@opencareers/contracts/drafts';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { draftValues } from '../form-assignments/draft-values.ts';
import type { PlaceNames } from '../locales/place-names.ts';
import { summaryFromRow } from '../position-details/present-details.ts';
import { findPositions } from '../position-details/service.ts';
import { type DraftOwner, type DraftRow, draftRepository as repo } from './repository.ts';

export type { DraftOwner };

const toDraft = (row: DraftRow, values: Record<string, unknown>): Draft => ({
  values,
  form_version: row.formVersion,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Keeps what a draft may hold (the same rule as an assigned form's "save for later": answers
 * of this form's questions in their stored shape, never SSN/SIN or uploads, at most 256 KB).
 * A refused save is a 422 that changes nothing.
 */
export async function saveDraft(
  db: Db,
  owner: DraftOwner,
  key: { context: DraftContext; contextId: string },
  form: { definition: FormDefinition; version: number | null },
  values: Record<string, unknown>,
) {
  const result = draftValues(form.definition, values);
  if (Object.keys(result.errors).length) {
    throw new HttpError(422, errorCodes.validation, 'Some answers could not be saved.', result.errors);
  }
  const row = await repo.upsert(db, owner, key.context, key.contextId, result.kept, form.version);
  return { draft: toDraft(row, result.kept), not_kept: result.notKept };
}

/**
 * The stored draft, read against the form as it is now: answers to questions that are gone or
 * changed shape are left out, so a form edited since still opens with every answer that fits.
 */
export async function readDraft(
  db: Db,
  owner: DraftOwner,
  key: { context: DraftContext; contextId: string },
  definition: FormDefinition,
): Promise<Draft | null> {
  const row = await repo.find(db, owner, key.context, key.contextId);
  if (!row) return null;
  const fits = draftValues(definition, row.answers);
  const kept = Object.fromEntries(Object.entries(fits.kept).filter(([name]) => !(name in fits.errors)));
  return toDraft(row, kept);
}

/**
 * A draft of a form that is not a stored definition (the onboarding profile form): the caller
 * has checked the values against that form's own schema, which holds no secret.
 */
export async function saveCheckedDraft(
  db: Db,
  owner: DraftOwner,
  key: { context: DraftContext; contextId: string },
  values: Record<string, unknown>,
) {
  const row = await repo.upsert(db, owner, key.context, key.contextId, values, null);
  return { values: row.answers, updated_at: row.updatedAt.toISOString() };
}

/** The stored answers of such a draft, or null. */
export async function readCheckedDraft(
  db: Db,
  owner: DraftOwner,
  key: { context: DraftContext; contextId: string },
) {
  const row = await repo.find(db, owner, key.context, key.contextId);
  return row ? { values: row.answers, updated_at: row.updatedAt.toISOString() } : null;
}

export const removeDrafts = (db: Db, owner: DraftOwner, context: DraftContext, contextIds: string[]) =>
  repo.remove(db, owner, context, contextIds);

/** Draft applications, newest first; a position deleted since is left out (its draft is gone with it). */
export async function listDraftApplications(
  db: Db,
  owner: DraftOwner,
  places: PlaceNames,
): Promise<DraftApplication[]> {
  const rows = await repo.list(db, owner, 'application');
  const positions = new Map(
    (
      await findPositions(
        db,
        owner.tenantId,
        rows.map((r) => r.contextId),
      )
    ).map((p) => [p.id, p]),
  );
  const flags = { saved: new Set<string>(), cart: new Set<string>() };
  return rows.flatMap((r) => {
    const position = positions.get(r.contextId);
    if (!position || position.status === 'draft') return [];
    return [
      {
        position_id: r.contextId,
        position: summaryFromRow(position, flags, places),
        updated_at: r.updatedAt.toISOString(),
      },
    ];
  });
}
