import { formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import type { Db } from '../../db/client.ts';
import { type DraftOwner, readDraft, removeDrafts, saveDraft } from '../drafts/service.ts';
import { applyFormView } from './candidate-service.ts';
import { alreadyApplied, positionClosed } from './errors.ts';

const key = (positionId: string) => ({ context: 'application' as const, contextId: positionId });

/** The apply page's form for this candidate and position, with its screening questions. */
async function applyForm(db: Db, tenant: { id: string; name: string }, userId: string, positionId: string) {
  const view = await applyFormView(db, tenant, userId, positionId);
  return { view, definition: formDefinitionSchema.parse(view.form.definition) };
}

/** My draft for this position, read against the form as it is now (null when none). */
export async function getApplicationDraft(
  db: Db,
  tenant: { id: string; name: string },
  userId: string,
  positionId: string,
) {
  const { view, definition } = await applyForm(db, tenant, userId, positionId);
  const owner: DraftOwner = { tenantId: tenant.id, userId };
  return { draft: await readDraft(db, owner, key(view.position.id), definition), not_kept: [] };
}

/**
 * Autosave: keeps the answers typed so far. Only while an application can still be sent: a
 * position the candidate applied to, or one that closed, refuses with 409 and stores nothing.
 */
export async function saveApplicationDraft(
  db: Db,
  tenant: { id: string; name: string },
  userId: string,
  positionId: string,
  body: { values: Record<string, unknown>; form_version?: number | undefined },
) {
  const { view, definition } = await applyForm(db, tenant, userId, positionId);
  if (view.application) throw alreadyApplied();
  if (view.position.status === 'closed') throw positionClosed();
  const owner: DraftOwner = { tenantId: tenant.id, userId };
  return saveDraft(
    db,
    owner,
    key(view.position.id),
    { definition, version: body.form_version ?? view.form.version },
    body.values,
  );
}

export async function deleteApplicationDraft(db: Db, owner: DraftOwner, positionId: string) {
  return { position_ids: await removeDrafts(db, owner, 'application', [positionId]) };
}
