import type { CountryCode } from 'libphonenumber-js';
import { isOutsideBounds, parseIsoDate } from './dates.ts';
import type { FieldItem, LeafFieldItem } from './definition-schema.ts';
import { customFieldType } from './field-type-registry.ts';
import { isChoiceType } from './field-types.ts';
import { emailError, type FieldError } from './messages.ts';
import { isCountryCode, stateChoices, subdivisionsLoaded } from './regions.ts';
import { emailPattern, phoneFieldError, ruleRegistry } from './rules.ts';
import { textOf } from './text-of.ts';
import { allowsMultiple, defaultAllowedTypes, defaultMaxFileMB } from './upload.ts';
import type { DateRangeValue, UploadedFile } from './values.ts';

type Item = FieldItem | LeafFieldItem;

/**
 * Checks every field of a type gets without being asked (its format), before its rules. The
 * browser and the server run the same checks, so what one accepts the other does.
 */
export function typeCheck(
  field: Item,
  value: unknown,
  now: Date,
  values: Record<string, unknown> = {},
): FieldError | undefined {
  switch (field.type) {
    case 'email':
      return emailPattern.test(textOf(value)) ? undefined : emailError;
    case 'phone':
      return phoneFieldError(textOf(value), (field.phoneOptions?.defaultCountryCode ?? 'US') as CountryCode);
    case 'ssn':
      return ruleRegistry.ssn(value, { type: 'ssn' }, { field, values: {}, now });
    case 'sin':
      return ruleRegistry.sin(value, { type: 'sin' }, { field, values: {}, now });
    case 'number':
      return /^\d+$/.test(textOf(value)) ? undefined : { key: 'number' };
    case 'date':
      return dateError(field, textOf(value), now);
    case 'dateRange':
      return dateRangeError(field, value as DateRangeValue, now);
    case 'file_upload':
    case 'fileUpload':
      return fileTypeError(field, value as UploadedFile[]);
    case 'country':
      return isCountryCode(value) ? undefined : { key: 'choice' };
    case 'state':
      return stateError(field, value, values);
    default:
      if (isChoiceType(field.type) || field.type === 'checkbox') return choiceError(field, value);
      return customFieldType(field.type)?.check?.(value, field);
  }
}

function dateError(field: Item, value: string, now: Date): FieldError | undefined {
  const date = parseIsoDate(value);
  if (!date) return { key: 'date' };
  return isOutsideBounds(date, field.dateOptions, now) ? { key: 'dateOutOfRange' } : undefined;
}

/** §5 date range: both dates, or a start with "current"; a future start when it is disallowed. */
function dateRangeError(field: Item, value: DateRangeValue, now: Date): FieldError | undefined {
  const start = value.startDate ? parseIsoDate(value.startDate) : undefined;
  const end = value.isCurrent ? now : value.endDate ? parseIsoDate(value.endDate) : undefined;
  if ((value.startDate && !start) || (value.endDate && !value.isCurrent && !end)) return { key: 'date' };
  if (!start || !end) return { key: 'dateRangeBoth' };
  if (field.dateRangeOptions?.disallowFutureStartDate && start > now) return { key: 'dateRangeFutureStart' };
  if (end < start) return { key: 'dateRangeOrder' };
  return undefined;
}

/**
 * A state must be one of its country's subdivisions (the country named by the field's first
 * dependency, the US without one); free text for a country that has none listed. Until the
 * browser has loaded the list it cannot judge, and leaves it to the server, which always has.
 */
function stateError(field: Item, value: unknown, values: Record<string, unknown>): FieldError | undefined {
  if (!subdivisionsLoaded()) return undefined;
  const parent = field.dependencies?.[0];
  const choices = stateChoices(parent ? values[parent] : 'US');
  if (!choices.length) return undefined;
  return choices.some((c) => c.value === textOf(value)) ? undefined : { key: 'choice' };
}

function fileTypeError(field: Item, files: UploadedFile[]): FieldError | undefined {
  // §5: one file unless a maxLength rule above 1 allows more (the picker takes one).
  if (files.length > 1 && !allowsMultiple(field.rules)) return { key: 'fileMaxCount', params: { count: 1 } };
  const allowed = field.fileUploadOptions?.allowedTypes ?? defaultAllowedTypes;
  const bad = files
    .filter((f) => !allowed.includes(f.name.split('.').pop()?.toLowerCase() ?? ''))
    .map((f) => f.name);
  if (bad.length) return { key: 'fileType', params: { files: bad.join(', ') } };
  // Every upload field has a per-file bound: its own, or the default one.
  const uploadSize = field.fileUploadOptions?.uploadSize ?? defaultMaxFileMB;
  if (!field.rules?.some((r) => r.type === 'maxFileSizeMB'))
    return ruleRegistry.maxFileSizeMB(
      files,
      { type: 'maxFileSizeMB', value: uploadSize },
      { field, values: {}, now: new Date() },
    );
  return undefined;
}

/**
 * A static choice must be one of the listed values. Options loaded from an endpoint are checked
 * for shape only (the server cannot call the browser's endpoint).
 */
function choiceError(field: Item, value: unknown): FieldError | undefined {
  const choices =
    field.selectOptions?.choices ?? field.radioOptions?.choices ?? field.checkboxOptions?.choices;
  if (!choices || field.selectOptions?.apiEndpoint || field.selectOptions?.apiCall) return undefined;
  const allowed = new Set(choices.map((c) => textOf(c.value)));
  const picked = Array.isArray(value) ? value : [value];
  return picked.every((v) => allowed.has(textOf(v))) ? undefined : { key: 'choice' };
}
