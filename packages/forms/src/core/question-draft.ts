import type { z } from 'zod';
import {
  type FieldItem,
  type FormDefinition,
  fieldItemSchema,
  formDefinitionSchema,
  isJavaScriptRegex,
  leafFieldItemSchema,
  parseRegex,
  unsupportedRegexMessage,
} from './definition-schema.ts';
import type { Choice } from './option-bags.ts';
import type { RuleType } from './rule-types.ts';

/*
 * The admin question editor's pure half: where a type keeps its choices, how a type change
 * carries them over, rule values typed as text, and the schema's verdict keyed by field path
 * so each message lands under the input that caused it.
 */

export type ChoiceBag = 'selectOptions' | 'radioOptions' | 'checkboxOptions';

/** Types whose choices an admin types in (country and state bring their own lists). */
export function choiceBagOf(type: string): ChoiceBag | undefined {
  if (type === 'dropdown' || type === 'select') return 'selectOptions';
  if (type === 'radio') return 'radioOptions';
  if (type === 'checkbox') return 'checkboxOptions';
  return undefined;
}

export const choicesOf = (item: FieldItem): Choice[] => {
  const bag = choiceBagOf(item.type);
  return (bag && item[bag]?.choices) || [];
};

export function withChoices(item: FieldItem, choices: Choice[]): FieldItem {
  const bag = choiceBagOf(item.type);
  if (!bag) return item;
  return { ...item, [bag]: { ...item[bag], choices } };
}

/** A new type keeps the name, wording, flags and rules; typed-in choices move to the new bag. */
export function changeType(item: FieldItem, type: FieldItem['type']): FieldItem {
  const choices = choicesOf(item);
  const next: FieldItem = { ...item, type };
  const from = choiceBagOf(item.type);
  const to = choiceBagOf(type);
  if (from && from !== to) {
    const { choices: _moved, ...rest } = item[from] ?? {};
    if (Object.keys(rest).length) next[from] = rest as never;
    else delete next[from];
  }
  if (to && choices.length) return withChoices(next, choices);
  if (type === 'dynamicList' && !next.dynamicListOptions)
    next.dynamicListOptions = { items: [{ name: 'item', type: 'text', label: 'Item' }] };
  return next;
}

/** Rules whose value is a number (a count or a bound); the others take text (regex) or none. */
const numericRules: ReadonlySet<RuleType> = new Set([
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'maxFileSizeMB',
  'maxCumulativeFileSizeMB',
]);
export const ruleTakesNumber = (type: RuleType) => numericRules.has(type);
export const ruleTakesValue = (type: RuleType) => numericRules.has(type) || type === 'regex';

/** The text in a rule's value box as the schema wants it: a number where one is expected. */
export function ruleValueFromText(type: RuleType, text: string): string | number | undefined {
  if (!ruleTakesValue(type) || text.trim() === '') return undefined;
  if (!ruleTakesNumber(type)) return text;
  const n = Number(text);
  // Kept as text when not a number, so the schema's verdict (not a silent drop) tells the admin.
  return Number.isFinite(n) ? n : text;
}

/** Unique names for a new question: question_1, question_2, … */
export function freshName(taken: Set<string>, base = 'question'): string {
  let n = 1;
  while (taken.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

export type QuestionErrors = Record<string, string>;

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

function collect(issues: z.core.$ZodIssue[], into: QuestionErrors, prefix: readonly PropertyKey[] = []) {
  for (const issue of issues) {
    const path = issue.path.slice(prefix.length);
    const key = pathKey(path) || '_';
    into[key] ??= issue.message;
  }
}

/**
 * Checks a question as it would sit in the form at section s, index i: the item schema first
 * (messages keyed by path inside the item, e.g. `rules.0.value`), then the whole definition
 * (a name another question uses, a dependency on a missing field) under `name` or `_`.
 */
export function validateQuestion(definition: FormDefinition, s: number, i: number, item: FieldItem) {
  const errors: QuestionErrors = {};
  const own = fieldItemSchema.safeParse(item);
  if (!own.success) {
    collect(own.error.issues, errors);
    return errors;
  }
  // The form-level schema names the question but not the rule; here the message goes by the rule's value.
  for (const [k, rule] of (item.rules ?? []).entries())
    if (rule.type === 'regex' && parseRegex(rule.value) === undefined)
      errors[`rules.${k}.value`] = isJavaScriptRegex(rule.value)
        ? unsupportedRegexMessage
        : 'Write the pattern as /pattern/flags, e.g. /^[A-Z]+$/';
  const taken = definition.sections.some((sec, si) =>
    sec.items.some((other, ii) => other.name === item.name && !(si === s && ii === i)),
  );
  if (taken) errors.name = `Another question is already named "${item.name}"`;
  if (Object.keys(errors).length) return errors;
  const placed: FormDefinition = {
    ...definition,
    sections: definition.sections.map((sec, si) =>
      si === s
        ? {
            ...sec,
            // i past the end is a question being added.
            items:
              i >= sec.items.length
                ? [...sec.items, item]
                : sec.items.map((it, ii) => (ii === i ? item : it)),
          }
        : sec,
    ),
  };
  const whole = formDefinitionSchema.safeParse(placed);
  if (!whole.success) {
    const here = ['sections', s, 'items', i];
    for (const issue of whole.error.issues) {
      const inside = here.every((p, k) => issue.path[k] === p);
      const key = inside ? pathKey(issue.path.slice(here.length)) || '_' : '_';
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** Moves an entry of a list one place; out-of-range moves return the list unchanged. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Checks a sub-question of a dynamic list as it would sit at index k of the row: the leaf
 * schema (no list inside a list) and a name no sibling uses (a row's answers are keyed by it).
 */
export function validateSubQuestion(items: readonly FieldItem[], k: number, item: FieldItem) {
  const errors: QuestionErrors = {};
  const own = leafFieldItemSchema.safeParse(item);
  if (!own.success) collect(own.error.issues, errors);
  if (items.some((other, i) => i !== k && other.name === item.name))
    errors.name ??= `Another question of this list is already named "${item.name}"`;
  return errors;
}
