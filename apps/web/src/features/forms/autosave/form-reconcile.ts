import { allFields, type FieldItem, type FormDefinition } from '@opencareers/forms/core/definition-schema';
import { displayOnlyTypes, isFileType, sensitiveTypes } from '@opencareers/forms/core/field-types';

const questions = (d: FormDefinition) =>
  new Map(
    allFields(d)
      .filter((f) => !displayOnlyTypes.has(f.type))
      .map((f) => [f.name, f]),
  );

/** Does an answer to this field still fit that field (same name and type)? */
const fits = (before: FieldItem | undefined, after: FieldItem) => !before || before.type === after.type;

/**
 * The form changed while the candidate filled it in (submit answered 409): every answer whose
 * question is still there with the same type is kept; the questions added and removed are
 * named (by label) so the page can show them. Nothing typed is dropped silently.
 */
export function reconcileAnswers(
  before: FormDefinition,
  after: FormDefinition,
  values: Record<string, unknown>,
) {
  const old = questions(before);
  const now = questions(after);
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = now.get(name);
    if (field && fits(old.get(name), field)) kept[name] = value;
  }
  const label = (f: FieldItem) => f.label || f.name;
  return {
    kept,
    added: [...now.values()].filter((f) => !old.has(f.name)).map(label),
    removed: [...old.values()].filter((f) => !now.has(f.name)).map(label),
    changed: [...now.values()].filter((f) => old.has(f.name) && !fits(old.get(f.name), f)).map(label),
  };
}
export type Reconciled = ReturnType<typeof reconcileAnswers>;

/** Does the form hold answers a draft never keeps (SSN/SIN, uploads)? The page says so. */
export const hasUnsavedKinds = (d: FormDefinition) =>
  allFields(d).some(
    (f) =>
      sensitiveTypes.has(f.type) ||
      isFileType(f.type) ||
      (f.dynamicListOptions?.items ?? []).some((i) => sensitiveTypes.has(i.type) || isFileType(i.type)),
  );
