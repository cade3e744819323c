import { parseIsoDate } from './dates.ts';
import type { FieldItem, LeafFieldItem } from './definition-schema.ts';
import { displayOnlyTypes } from './field-types.ts';
import type { FieldError } from './messages.ts';
import { requiredError } from './required-message.ts';
import { ruleRegistry } from './rules.ts';
import { typeCheck } from './type-checks.ts';
import { valueSchemaOf } from './values.ts';
import { isEmptyValue } from './visibility.ts';

type Item = FieldItem | LeafFieldItem;

/** Whether a value counts as "not answered" for a field of this type. */
export function isUnanswered(field: Item, value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (field.type === 'checkboxItem') return value === false;
  if (field.type === 'dateRange' && typeof value === 'object') {
    const v = value as { startDate?: unknown; endDate?: unknown; isCurrent?: unknown };
    return !v.startDate && !v.endDate && !v.isCurrent;
  }
  return false;
}

/**
 * A disabled question takes no answer: the renderer greys it out, and validateForm neither
 * checks nor keeps what is sent for it (as a browser leaves disabled inputs out of a form
 * post). §9: a star rating is disabled unless the form sets `disabled: false`. Read-only
 * questions do keep their (prefilled) answer.
 */
export const isDisabled = (field: Item) =>
  field.type === 'star_rating' ? field.disabled !== false : !!field.disabled;

export const isRequired = (field: Item) =>
  !!field.required || !!field.rules?.some((r) => r.type === 'required');

/**
 * One field's first failing check (§5 "the first failing rule wins"): required, then the
 * value's shape and the type's own format, then the listed rules in order, then the custom
 * validator. Empty optional answers pass.
 */
export function validateField(
  field: Item,
  value: unknown,
  values: Record<string, unknown> = {},
  now: Date = new Date(),
): FieldError | undefined {
  if (displayOnlyTypes.has(field.type)) return undefined;
  const ctx = { field, values, now };
  if (isUnanswered(field, value)) {
    if (!isRequired(field)) {
      // List and upload counts still apply to an empty list (a minimum of 2 files means 2).
      if (!Array.isArray(value)) return undefined;
    } else {
      const custom = field.rules?.find((r) => r.type === 'required')?.message;
      return requiredError(field.label, custom);
    }
  }
  if (!valueSchemaOf(field.type).safeParse(value).success) return { key: 'invalidValue' };
  if (!(Array.isArray(value) && value.length === 0)) {
    const typeError = typeCheck(field, value, now, values);
    if (typeError) return typeError;
  }
  for (const rule of field.rules ?? []) {
    if (rule.type === 'required') continue;
    const error = ruleRegistry[rule.type](value, rule, ctx);
    if (error) return error;
  }
  return customValidatorError(field, value, values, now);
}

function customValidatorError(field: Item, value: unknown, values: Record<string, unknown>, now: Date) {
  const cv = field.customValidator;
  if (!cv) return undefined;
  const fail = (): FieldError => ({ key: 'invalidValue', ...(cv.message ? { custom: cv.message } : {}) });
  if (cv.type === 'matchesField') return value === values[cv.field] ? undefined : fail();
  const date = typeof value === 'string' ? parseIsoDate(value) : undefined;
  return date && date > now ? fail() : undefined;
}
