import { allFields, type FieldItem, type FormDefinition } from '@opencareers/forms/core/definition-schema';
import { displayOnlyTypes, isFileType, sensitiveTypes } from '@opencareers/forms/core/field-types';
import { valueSchemaOf } from '@opencareers/forms/core/values';

export interface DraftResult {
  /** The answers to keep. */
  kept: Record<string, unknown>;
  /** Answers never kept in a draft (SSN/SIN, uploads), by field name. */
  notKept: string[];
  /** Answers refused: unknown field or wrong shape; the save is refused with these. */
  errors: Record<string, string>;
}

/** A draft above this size is refused: drafts hold typed answers, not documents. */
export const draftMaxBytes = 256 * 1024;

const neverKept = (f: { type: FieldItem['type'] }) => sensitiveTypes.has(f.type) || isFileType(f.type);
const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Picks what a "save for later" may store. Drafts are partial, so nothing is required and
 * no rule runs (that happens on submit, with the toolkit's full validation); but each answer
 * must belong to a field of this form and have that field type's stored shape, the same
 * shapes the renderer produces. Secrets and uploads are left out: they are only ever stored
 * sealed or as files, by a submission.
 */
export function draftValues(definition: FormDefinition, values: Record<string, unknown>): DraftResult {
  const byName = new Map(allFields(definition).map((f) => [f.name, f]));
  const kept: Record<string, unknown> = {};
  const notKept: string[] = [];
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field || displayOnlyTypes.has(field.type)) {
      errors[name] = 'This form has no such question.';
      continue;
    }
    if (empty(value)) continue;
    if (neverKept(field)) {
      notKept.push(name);
      continue;
    }
    if (!valueSchemaOf(field.type).safeParse(value).success) {
      errors[name] = 'This answer cannot be saved.';
      continue;
    }
    kept[name] = field.type === 'dynamicList' ? listRows(field, value as Record<string, unknown>[]) : value;
  }
  if (!Object.keys(errors).length && JSON.stringify(kept).length > draftMaxBytes) {
    errors._ = 'These answers are too long to save as a draft.';
  }
  return { kept, notKept, errors };
}

/** List rows keep only their own typed answers, without secrets or uploads. */
function listRows(list: FieldItem, rows: Record<string, unknown>[]) {
  const items = new Map((list.dynamicListOptions?.items ?? []).map((i) => [i.name, i]));
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).filter(([k, v]) => {
        const item = items.get(k);
        return (
          item &&
          !displayOnlyTypes.has(item.type) &&
          !neverKept(item) &&
          !empty(v) &&
          valueSchemaOf(item.type).safeParse(v).success
        );
      }),
    ),
  );
}
