import type { CountryCode } from 'libphonenumber-js';
import { type FieldItem, type LeafFieldItem, parseRegex, type Rule } from './definition-schema.ts';
import { isFileType } from './field-types.ts';
import { isValidPhone, phoneCharactersPattern, sinPattern, ssnPattern } from './format.ts';
import { emailError, type FieldError } from './messages.ts';
import { requiredError } from './required-message.ts';
import type { RuleType } from './rule-types.ts';
import { textOf } from './text-of.ts';
import type { UploadedFile } from './values.ts';
import { isEmptyValue } from './visibility.ts';

export interface RuleContext {
  field: FieldItem | LeafFieldItem;
  values: Record<string, unknown>;
  now: Date;
}

/** A rule's check: an error, or undefined when the value passes. */
export type Validator = (value: unknown, rule: Rule, ctx: RuleContext) => FieldError | undefined;

const withCustom = (error: FieldError, rule: Rule): FieldError =>
  rule.message ? { ...error, custom: rule.message } : error;

const count = (rule: Rule) => Number(rule.value);

/** Length of what a min/maxLength rule measures: characters of text, items of a list. */
const lengthOf = (value: unknown) =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? [...value].length : textOf(value).length;

export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Decoded byte size of an uploaded file: its content when sent, its declared size otherwise. */
export function fileBytes(file: UploadedFile): number {
  const b64 = file.content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!b64) return file.size;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64.length * 3) / 4) - padding);
}

const megabytes = (mb: number) => mb * 1024 * 1024;

/**
 * The registry of §5: one validator per rule type. Typed as Record<RuleType, Validator> so a
 * rule type added to the list cannot be forgotten here (formbricks' pattern).
 */
export const ruleRegistry: Record<RuleType, Validator> = {
  required: (value, rule, { field }) =>
    isEmptyValue(value) || value === false ? requiredError(field.label, rule.message) : undefined,

  email: (value, rule) => (emailPattern.test(textOf(value)) ? undefined : withCustom(emailError, rule)),

  phone: (value, rule) =>
    phoneCharactersPattern.test(textOf(value)) ? undefined : withCustom({ key: 'phone' }, rule),

  regex: (value, rule) => {
    const re = parseRegex(rule.value);
    if (!re) return undefined; // refused when the form is saved; never reached for stored forms
    return re.test(textOf(value)) ? undefined : withCustom({ key: 'regex' }, rule);
  },

  minLength: (value, rule, { field }) => {
    if (lengthOf(value) >= count(rule)) return undefined;
    const key = isFileType(field.type)
      ? 'fileMinCount'
      : field.type === 'dynamicList'
        ? 'listMinLength'
        : 'minLength';
    return withCustom({ key, params: { count: count(rule) } }, rule);
  },

  maxLength: (value, rule, { field }) => {
    if (lengthOf(value) <= count(rule)) return undefined;
    const key = isFileType(field.type)
      ? 'fileMaxCount'
      : field.type === 'dynamicList'
        ? 'listMaxLength'
        : 'maxLength';
    return withCustom({ key, params: { count: count(rule) } }, rule);
  },

  minValue: (value, rule) => {
    const n = Number(value);
    return Number.isFinite(n) && n >= count(rule)
      ? undefined
      : withCustom({ key: 'minValue', params: { count: count(rule) } }, rule);
  },

  maxValue: (value, rule) => {
    const n = Number(value);
    return Number.isFinite(n) && n <= count(rule)
      ? undefined
      : withCustom({ key: 'maxValue', params: { count: count(rule) } }, rule);
  },

  ssn: (value, rule) => (ssnPattern.test(textOf(value)) ? undefined : withCustom({ key: 'ssn' }, rule)),

  sin: (value, rule) => (sinPattern.test(textOf(value)) ? undefined : withCustom({ key: 'sin' }, rule)),

  maxFileSizeMB: (value, rule) => {
    const files = (Array.isArray(value) ? value : []) as UploadedFile[];
    const limit = megabytes(count(rule));
    const tooBig = files.filter((f) => fileBytes(f) > limit).map((f) => f.name);
    return tooBig.length
      ? withCustom({ key: 'fileTooLarge', params: { count: count(rule), files: tooBig.join(', ') } }, rule)
      : undefined;
  },

  maxCumulativeFileSizeMB: (value, rule) => {
    const files = (Array.isArray(value) ? value : []) as UploadedFile[];
    const total = files.reduce((sum, f) => sum + fileBytes(f), 0);
    return total > megabytes(count(rule))
      ? withCustom({ key: 'fileTotalTooLarge', params: { count: count(rule) } }, rule)
      : undefined;
  },
};

/** §5 phone field with a country code: invalid for the default country, or a part missing. */
export function phoneFieldError(value: string, defaultCountry: CountryCode = 'US'): FieldError | undefined {
  const [, number = ''] = /^\+\d{1,4}\s*(.*)$/.exec(value) ?? [];
  if (!value.startsWith('+') || !number.trim()) return { key: 'phoneCountry' };
  if (!phoneCharactersPattern.test(number)) return { key: 'phone' };
  return isValidPhone(value, defaultCountry) ? undefined : { key: 'phoneCountry' };
}
