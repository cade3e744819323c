import type { FieldItem, FormDefinition, LeafFieldItem } from '@opencareers/forms/core/definition-schema';
import { allFields } from '@opencareers/forms/core/definition-schema';
import { displayOnlyTypes, isFileType, sensitiveTypes } from '@opencareers/forms/core/field-types';
import type { Choice } from '@opencareers/forms/core/option-bags';

/**
 * Stored answers as readable text, for the responses view and its CSV: choices by their
 * labels, files by their names, dates as stored (ISO), lists row by row. SSN/SIN answers are
 * never turned into text, wherever they sit (a list row included): they read as `hidden`.
 */

type Item = FieldItem | LeafFieldItem;

/** The questions that take an answer, in definition order: the columns of the responses. */
export const answeringFields = (definition: FormDefinition) =>
  allFields(definition).filter((f) => !displayOnlyTypes.has(f.type));

export const columnLabel = (f: Item) => (f.label?.trim() || f.ariaLabel?.trim() || f.name).slice(0, 500);

const choicesOf = (f: Item): Choice[] =>
  f.selectOptions?.choices ?? f.radioOptions?.choices ?? f.checkboxOptions?.choices ?? [];

const labelOf = (f: Item, value: unknown) =>
  choicesOf(f).find((c) => String(c.value) === String(value))?.label ?? scalar(value);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
};

const scalar = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The names of a stored upload answer (`{ name, fileId, … }` per file). */
export const fileNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((f) => (isRecord(f) && typeof f.name === 'string' ? [f.name] : []))
    : [];

export const hiddenText = 'hidden';

/** One answer as text; '' for no answer. Never the value of an SSN/SIN question. */
export function answerText(f: Item, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (sensitiveTypes.has(f.type)) return hiddenText;
  if (isFileType(f.type)) return fileNames(value).join('; ');
  switch (f.type) {
    case 'checkbox':
    case 'dropdown':
    case 'select':
      return (Array.isArray(value) ? value : [value]).map((v) => labelOf(f, v)).join('; ');
    case 'radio':
      return labelOf(f, value);
    case 'checkboxItem':
      return value === true ? 'Yes' : value === false ? 'No' : '';
    case 'country':
      return typeof value === 'string' ? countryName(value) : '';
    case 'dateRange': {
      if (!isRecord(value)) return '';
      const start = scalar(value.startDate);
      const end = value.isCurrent === true ? 'current' : scalar(value.endDate);
      return start || end ? `${start} – ${end}` : '';
    }
    case 'skillSelector':
      return Array.isArray(value) ? value.map(scalar).join('; ') : '';
    case 'dynamicList':
      return Array.isArray(value) ? value.map((row) => listRowText(f, row)).join(' | ') : '';
    default:
      return scalar(value);
  }
}

function listRowText(f: Item, row: unknown): string {
  if (!isRecord(row)) return '';
  const items = 'dynamicListOptions' in f ? (f.dynamicListOptions?.items ?? []) : [];
  return items
    .filter((i) => !displayOnlyTypes.has(i.type))
    .map((i) => [columnLabel(i), answerText(i, row[i.name])] as const)
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`)
    .join(', ');
}

/** Every answer of a submission as text, keyed by question name (unanswered ones left out). */
export function answersText(definition: FormDefinition, answers: unknown): Record<string, string> {
  const stored = isRecord(answers) ? answers : {};
  const out: Record<string, string> = {};
  for (const f of answeringFields(definition)) {
    if (sensitiveTypes.has(f.type)) continue; // sealed apart; see `hidden` in the responses
    const text = answerText(f, stored[f.name]);
    if (text !== '') out[f.name] = text;
  }
  return out;
}
