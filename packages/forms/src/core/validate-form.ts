import { allFields, type FieldItem, type FormDefinition } from './definition-schema.ts';
import { displayOnlyTypes } from './field-types.ts';
import { trimText } from './format.ts';
import { type FieldError, messageText, type Translate } from './messages.ts';
import { isDisabled, validateField } from './validate-field.ts';
import { evaluateVisibility } from './visibility.ts';

export interface FormValidation {
  /** The answers of visible fields only, text trimmed: what may be stored. */
  values: Record<string, unknown>;
  /** Errors by field name; list rows use `list.index.field`. */
  errors: Record<string, FieldError>;
}

const textTypes = new Set(['text', 'textarea', 'email', 'phone', 'ssn', 'sin', 'number']);
const clean = (field: { type: string }, value: unknown) =>
  textTypes.has(field.type) ? trimText(value) : value;

/**
 * §4: fields hidden by `hidden` or their visibility rule are left out. Rules read only the
 * answers of fields that are themselves visible, so hiding cascades; repeat until stable.
 */
export function visibleFields(form: FormDefinition, values: Record<string, unknown>): Set<string> {
  const fields = allFields(form);
  let visible = new Set(fields.filter((f) => !f.hidden).map((f) => f.name));
  for (let pass = 0; pass < 20; pass++) {
    const seen = Object.fromEntries(Object.entries(values).filter(([k]) => visible.has(k)));
    const next = new Set(
      fields.filter((f) => !f.hidden && evaluateVisibility(f.visibleFn, seen)).map((f) => f.name),
    );
    if (next.size === visible.size && [...next].every((n) => visible.has(n))) return next;
    visible = next;
  }
  return visible;
}

/** Validates a whole submission with the rules the renderer runs (the server's check). */
export function validateForm(
  form: FormDefinition,
  submitted: Record<string, unknown>,
  now: Date = new Date(),
): FormValidation {
  const fields = allFields(form);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const errors: Record<string, FieldError> = {};
  for (const key of Object.keys(submitted)) {
    const field = byName.get(key);
    if (!field || displayOnlyTypes.has(field.type)) errors[key] = { key: 'unknownField' };
  }
  const cleaned: Record<string, unknown> = {};
  for (const f of fields) if (Object.hasOwn(submitted, f.name)) cleaned[f.name] = clean(f, submitted[f.name]);
  const visible = visibleFields(form, cleaned);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (!visible.has(field.name) || displayOnlyTypes.has(field.type) || isDisabled(field)) continue;
    const value = cleaned[field.name];
    const error = validateField(field, value, cleaned, now);
    if (error) errors[field.name] = error;
    else if (field.type === 'dynamicList' && Array.isArray(value)) {
      const rows = validateRows(field, value, now, errors);
      if (value !== undefined) values[field.name] = rows;
    } else if (value !== undefined) values[field.name] = value;
  }
  return { values, errors };
}

function validateRows(list: FieldItem, rows: unknown[], now: Date, errors: Record<string, FieldError>) {
  const items = list.dynamicListOptions?.items ?? [];
  const names = new Set(items.map((i) => i.name));
  return rows.map((row, index) => {
    const r = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(r))
      if (!names.has(key)) errors[`${list.name}.${index}.${key}`] = { key: 'unknownField' };
    const cleanedRow = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, clean(byType(items, k), v)]));
    for (const item of items) {
      if (
        item.hidden ||
        !evaluateVisibility(item.visibleFn, cleanedRow) ||
        displayOnlyTypes.has(item.type) ||
        isDisabled(item)
      )
        continue;
      const error = validateField(item, cleanedRow[item.name], cleanedRow, now);
      if (error) errors[`${list.name}.${index}.${item.name}`] = error;
      else if (cleanedRow[item.name] !== undefined) out[item.name] = cleanedRow[item.name];
    }
    return out;
  });
}

const byType = (items: { name: string; type: string }[], name: string) =>
  items.find((i) => i.name === name) ?? { type: 'unknown' };

/** Errors as the texts the API answers with (`fieldErrors`), in English unless translated. */
export const errorTexts = (errors: Record<string, FieldError>, translate?: Translate) =>
  Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, messageText(e, translate)]));
