import type { CountryCode } from 'libphonenumber-js';
import { parseIsoDate, resolveDateBound } from './dates.ts';
import type { FieldItem, LeafFieldItem } from './definition-schema.ts';
import { isChoiceType } from './field-types.ts';
import type { FieldError } from './messages.ts';
import { emailPattern, phoneFieldError, ruleRegistry } from './rules.ts';
import { textOf } from './text-of.ts';
import { defaultAllowedTypes } from './upload.ts';
import type { DateRangeValue, UploadedFile } from './values.ts';

type Item = FieldItem | LeafFieldItem;

/** Checks every field of a type gets without being asked (its format), before its rules. */
export function typeCheck(field: Item, value: unknown, now: Date): FieldError | undefined {
  switch (field.type) {
    case 'email':
      return emailPattern.test(textOf(value)) ? undefined : { key: 'email' };
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
    default:
      if (isChoiceType(field.type) || field.type === 'checkbox') return choiceError(field, value);
      return undefined;
  }
}

function dateError(field: Item, value: string, now: Date): FieldError | undefined {
  const date = parseIsoDate(value);
  if (!date) return { key: 'date' };
  const from = resolveDateBound(field.dateOptions?.enableFrom, now);
  const until = resolveDateBound(field.dateOptions?.enableUntil, now);
  if ((from && date < from) || (until && date > until)) return { key: 'dateOutOfRange' };
  return undefined;
}

/** §5 date range: both dates, or a start with "current"; a future start when it is disallowed. */
function dateRangeError(field: Item, value: DateRangeValue, now: Date): FieldError | undefined {
  const start = value.startDate ? parseIsoDate(value.startDate) : undefined;
  const end = value.isCurrent ? now : value.endDate ? parseIsoDate(value.endDate) : undefined;
  if ((value.startDate && !start) || (value.endDate && !value.isCurrent && !end)) return { key: 'date' };
  if (!start || !end) return { key: 'dateRangeBoth' };
  if (field.dateRangeOptions?.disallowFutureStartDate && start > now) return { key: 'dateRangeFutureStart' };
  return undefined;
}

function fileTypeError(field: Item, files: UploadedFile[]): FieldError | undefined {
  const allowed = field.fileUploadOptions?.allowedTypes ?? defaultAllowedTypes;
  const bad = files
    .filter((f) => !allowed.includes(f.name.split('.').pop()?.toLowerCase() ?? ''))
    .map((f) => f.name);
  if (bad.length) return { key: 'fileType', params: { files: bad.join(', ') } };
  const uploadSize = field.fileUploadOptions?.uploadSize;
  if (uploadSize && !field.rules?.some((r) => r.type === 'maxFileSizeMB'))
    return ruleRegistry.maxFileSizeMB(
      files,
      { type: 'maxFileSizeMB', value: uploadSize },
      { field, values: {}, now: new Date() },
    );
  return undefined;
}

/**
 * A static choice must be one of the listed values. Options loaded from an endpoint, and
 * country/state lists, are checked for shape only (the server cannot call the browser's endpoint).
 */
function choiceError(field: Item, value: unknown): FieldError | undefined {
  const choices =
    field.selectOptions?.choices ?? field.radioOptions?.choices ?? field.checkboxOptions?.choices;
  if (!choices || field.selectOptions?.apiEndpoint || field.selectOptions?.apiCall) return undefined;
  const allowed = new Set(choices.map((c) => textOf(c.value)));
  const picked = Array.isArray(value) ? value : [value];
  return picked.every((v) => allowed.has(textOf(v))) ? undefined : { key: 'choice' };
}
