import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FormDto, SaveFormBody } from '@opencareers/contracts/forms';
import {
  allFields,
  type FormDefinition,
  formDefinitionSchema,
} from '@opencareers/forms/core/definition-schema';
import { sensitiveTypes } from '@opencareers/forms/core/field-types';
import { errorTexts, validateForm } from '@opencareers/forms/core/validate-form';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import { type FormRow, type FormSubmissionRow, formRepository } from './repository.ts';
import { inspectUploads, storeUploads } from './submission-files.ts';

export const formNotFound = () => new HttpError(404, errorCodes.notFound, 'This form does not exist.');

/** Whether anyone signed in may read and answer the form at its own link (definition.public). */
export const isPublicForm = (row: FormRow) =>
  (row.definition as { public?: unknown } | null)?.public === true;

export const toFormDto = (row: FormRow): FormDto => ({
  id: row.id,
  title: row.title,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  // Stored only after passing the schema; parsed again so a hand-edited row cannot reach a browser malformed.
  definition: formDefinitionSchema.parse(row.definition),
});

/** The form (or a job's questions on it) changed after the candidate opened it: reload, answers kept. */
export const formChanged = () =>
  new HttpError(
    409,
    errorCodes.validation,
    'This form has changed since you opened it. Reload the page to see the new version.',
  );

export async function getForm(db: Db, tenantId: string, id: string): Promise<FormRow> {
  const row = await formRepository.find(db, tenantId, id);
  if (!row) throw formNotFound();
  return row;
}

export const createForm = (db: Db, tenantId: string, userId: string, body: SaveFormBody) =>
  formRepository.insert(db, { tenantId, createdBy: userId, title: body.title, definition: body.definition });

export async function updateForm(db: Db, tenantId: string, id: string, body: SaveFormBody) {
  const row = await formRepository.update(db, tenantId, id, {
    title: body.title,
    definition: body.definition,
  });
  if (!row) throw formNotFound();
  return row;
}

/**
 * Splits SSN/SIN answers off the rest, so they are only ever stored sealed: top-level
 * answers by name, and inside a dynamic list each row's social numbers (the row keeps its
 * other answers; the sealed part holds, per list, the rows' social numbers by position).
 */
export function splitSensitive(definition: FormDefinition, values: Record<string, unknown>) {
  const fields = new Map(allFields(definition).map((f) => [f.name, f]));
  const plain: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    const field = fields.get(k);
    if (field && sensitiveTypes.has(field.type)) {
      secret[k] = v;
      continue;
    }
    const subSecrets = (field?.dynamicListOptions?.items ?? [])
      .filter((sub) => sensitiveTypes.has(sub.type))
      .map((sub) => sub.name);
    if (!subSecrets.length || !Array.isArray(v)) {
      plain[k] = v;
      continue;
    }
    const rows = v as Record<string, unknown>[];
    plain[k] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([n]) => !subSecrets.includes(n))),
    );
    const sealedRows = rows.map((row) =>
      Object.fromEntries(subSecrets.filter((n) => n in row).map((n) => [n, row[n]])),
    );
    if (sealedRows.some((r) => Object.keys(r).length)) secret[k] = sealedRows;
  }
  return { plain, secret };
}

/**
 * Validates answers against the stored definition with the toolkit's own code (hidden
 * fields ignored, unknown ones refused) and stores them. 422 carries per-field messages the
 * renderer sets on its fields. The answers are never put in an error or a log line.
 */
export async function submitForm(
  db: Db,
  box: SecretBox,
  input: {
    tenantId: string;
    userId: string;
    formId: string;
    formVersion?: number;
    values: Record<string, unknown>;
  },
  /**
   * Runs in the submission's transaction once it is stored, so whatever the submission
   * completes (a form assignment) completes with it or not at all; throwing undoes both.
   */
  onStored?: (tx: Db, submission: FormSubmissionRow) => Promise<void>,
) {
  const form = await getForm(db, input.tenantId, input.formId);
  if (input.formVersion !== undefined && input.formVersion !== form.version) throw formChanged();
  const definition = formDefinitionSchema.parse(form.definition);
  const result = validateForm(definition, input.values);
  const fieldErrors = errorTexts(result.errors);
  if (Object.keys(fieldErrors).length) {
    throw new HttpError(422, errorCodes.validation, 'Some answers need attention.', fieldErrors);
  }
  // Uploads are judged by their bytes before anything is stored (spec §5 type message).
  const inspected = await inspectUploads(definition, result.values);
  if (Object.keys(inspected.errors).length) {
    throw new HttpError(422, errorCodes.validation, 'Some answers need attention.', inspected.errors);
  }
  const id = crypto.randomUUID();
  // One transaction: a submission that fails to store leaves no uploaded files behind.
  return db.transaction(async (tx) => {
    const values = await storeUploads(
      tx,
      storage,
      input.tenantId,
      definition,
      result.values,
      inspected.uploads,
    );
    const { plain, secret } = splitSensitive(definition, values);
    const sealed = Object.keys(secret).length
      ? box.seal(JSON.stringify(secret), `${input.tenantId}:${id}`)
      : null;
    const submission = await formRepository.insertSubmission(tx, {
      id,
      tenantId: input.tenantId,
      formId: form.id,
      formVersion: form.version,
      userId: input.userId,
      answers: plain,
      sensitiveAnswers: sealed,
    });
    await onStored?.(tx, submission);
    return submission;
  });
}

/** The form reads and writes other modules use (applications, form assignments). */
export const findForm = formRepository.find;
export const insertForm = formRepository.insert;
export const findSubmission = formRepository.findSubmission;
