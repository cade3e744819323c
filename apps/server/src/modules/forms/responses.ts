import type { FormResponseRow, FormResponsesData } from '@opencareers/contracts/forms';
import { allFields, formDefinitionSchema } from '@opencareers/forms/core/definition-schema';
import { isFileType, sensitiveTypes } from '@opencareers/forms/core/field-types';
import type { Db } from '../../db/client.ts';
import { answeringFields, answersText, columnLabel } from './answer-text.ts';
import { formRepository } from './repository.ts';
import { getForm } from './service.ts';

type ResponseRow = Awaited<ReturnType<typeof formRepository.listResponses>>[number];

const submitterOf = (r: ResponseRow) =>
  r.email === null ? null : { name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim(), email: r.email };

/** The uploads of a submission's own questions, each with the id its download route takes. */
function filesOf(fileFields: Set<string>, answers: unknown): FormResponseRow['files'] {
  if (typeof answers !== 'object' || answers === null) return [];
  return Object.entries(answers as Record<string, unknown>).flatMap(([field, value]) =>
    fileFields.has(field) && Array.isArray(value)
      ? value.flatMap((f) =>
          f && typeof f.name === 'string' && typeof f.fileId === 'string'
            ? [{ field, name: f.name, fileId: f.fileId }]
            : [],
        )
      : [],
  );
}

/**
 * A page of a form's responses, newest first, read against the form as it is now: one
 * column per answering question in definition order (answers to questions removed since are
 * not shown). SSN/SIN answers stay sealed: a response only names them in `hidden`.
 */
export async function formResponses(
  db: Db,
  tenantId: string,
  formId: string,
  page: { limit: number; offset: number },
): Promise<FormResponsesData> {
  const form = await getForm(db, tenantId, formId);
  const definition = formDefinitionSchema.parse(form.definition);
  const fields = answeringFields(definition);
  const secret = fields.filter((f) => sensitiveTypes.has(f.type)).map((f) => f.name);
  const fileFields = new Set(
    allFields(definition)
      .filter((f) => isFileType(f.type))
      .map((f) => f.name),
  );
  const [rows, total] = await Promise.all([
    formRepository.listResponses(db, tenantId, formId, page),
    formRepository.countResponses(db, tenantId, formId),
  ]);
  return {
    form: { id: form.id, title: form.title, version: form.version, updatedAt: form.updatedAt.toISOString() },
    columns: fields.map((f) => ({ name: f.name, label: columnLabel(f), type: f.type })),
    responses: rows.map((r) => ({
      id: r.id,
      submittedAt: r.createdAt.toISOString(),
      formVersion: r.formVersion,
      submitter: submitterOf(r),
      answers: answersText(definition, r.answers),
      hidden: r.hasSealed ? secret : [],
      files: filesOf(fileFields, r.answers),
    })),
    total,
  };
}

/** Every response of a form, read page by page so one query never holds them all. */
export async function* allFormResponses(db: Db, tenantId: string, formId: string) {
  const limit = 500;
  for (let offset = 0; ; offset += limit) {
    const page = await formResponses(db, tenantId, formId, { limit, offset });
    yield page;
    if (page.responses.length < limit) return;
  }
}
