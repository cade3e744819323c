import type { FieldItem } from './definition-schema.ts';
import { displayOnlyTypes } from './field-types.ts';
import type { Choice } from './option-bags.ts';
import { choicesOf } from './question-draft.ts';
import type { VisibilityRule } from './visibility.ts';

/*
 * The visual rule builder's pure half. A question's `visibleFn` is a tree; the builder shows
 * the shapes an admin builds by hand — one condition, or conditions joined by all / any,
 * optionally negated ("hide when") — and nothing the renderer does not evaluate. A deeper
 * tree (say, an `any` inside an `all`) is not representable: the editor keeps it untouched.
 */

export type ConditionOp = 'equals' | 'notEquals' | 'in' | 'notIn' | 'empty' | 'notEmpty' | 'truthy' | 'falsy';
type Scalar = string | number | boolean;
export type Condition = Extract<VisibilityRule, { field: string }>;

export interface RuleDraft {
  /** show: the question shows when the conditions hold; hide: the rule is wrapped in `not`. */
  effect: 'show' | 'hide';
  join: 'all' | 'any';
  conditions: Condition[];
  /** Whether the conditions sit in an all/any list even when there is one (kept on the way back). */
  grouped: boolean;
}

const isCondition = (r: VisibilityRule): r is Condition => 'field' in r;

/** The builder's view of a rule; undefined when the rule is deeper than the builder shows. */
export function ruleDraftOf(rule: VisibilityRule): RuleDraft | undefined {
  let effect: RuleDraft['effect'] = 'show';
  let body = rule;
  if ('not' in body) {
    effect = 'hide';
    body = body.not;
  }
  if (isCondition(body)) return { effect, join: 'all', conditions: [body], grouped: false };
  if ('all' in body && body.all.every(isCondition))
    return { effect, join: 'all', conditions: body.all, grouped: true };
  if ('any' in body && body.any.every(isCondition))
    return { effect, join: 'any', conditions: body.any, grouped: true };
  return undefined;
}

/** The rule the builder stands for; undefined (no rule) once every condition is removed. */
export function ruleOfDraft(draft: RuleDraft): VisibilityRule | undefined {
  const { conditions } = draft;
  if (!conditions.length && !draft.grouped) return undefined;
  const first = conditions[0];
  const body: VisibilityRule =
    conditions.length === 1 && first && !draft.grouped
      ? first
      : draft.join === 'all'
        ? { all: conditions }
        : { any: conditions };
  return draft.effect === 'hide' ? { not: body } : body;
}

/** How a question's answer can be compared: by its typed-in options, as a number, text, a tick, or only set/unset. */
export type SourceKind = 'choice' | 'number' | 'text' | 'boolean' | 'presence';

export function sourceKindOf(type: string): SourceKind {
  switch (type) {
    case 'dropdown':
    case 'select':
    case 'radio':
    case 'checkbox':
      return 'choice';
    case 'number':
    case 'star_rating':
      return 'number';
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'country':
    case 'state':
      return 'text';
    case 'checkboxItem':
      return 'boolean';
    default:
      return 'presence';
  }
}

/** Operators suited to a question's type (what visibility.ts evaluates for such an answer). */
/** A host's own `x-` type is compared only by whether it is answered (its value shape is its own). */
export function operatorsFor(type: string): ConditionOp[] {
  switch (sourceKindOf(type)) {
    case 'choice':
      return ['equals', 'notEquals', 'in', 'notIn', 'empty', 'notEmpty'];
    case 'number':
    case 'text':
      return ['equals', 'notEquals', 'empty', 'notEmpty'];
    case 'boolean':
      return ['truthy', 'falsy'];
    default:
      return ['notEmpty', 'empty'];
  }
}

/** Questions a rule may read: answering ones other than the question itself. */
export const ruleSources = (items: readonly FieldItem[], self: string) =>
  items.filter((f) => f.name !== self && !displayOnlyTypes.has(f.type));

/** The first value a new condition on this source compares with. */
function startValue(source: FieldItem, op: ConditionOp): Condition {
  const name = source.name;
  if (op === 'in' || op === 'notIn') return { field: name, op, value: [] };
  if (op === 'equals' || op === 'notEquals') {
    const first: Choice | undefined = choicesOf(source)[0];
    const value: Scalar | null = first ? first.value : sourceKindOf(source.type) === 'number' ? 0 : '';
    return { field: name, op, value };
  }
  return { field: name, op } as Condition;
}

/** A condition on a question, with its type's first operator and a starting value. */
export function newCondition(source: FieldItem): Condition {
  return startValue(source, operatorsFor(source.type)[0] ?? 'notEmpty');
}

/** The same condition with another operator; a value that still fits is kept. */
export function withOperator(
  condition: Condition,
  source: FieldItem | undefined,
  op: ConditionOp,
): Condition {
  const old = 'value' in condition ? condition.value : undefined;
  if ((op === 'equals' || op === 'notEquals') && old !== undefined && !Array.isArray(old))
    return { field: condition.field, op, value: old };
  if ((op === 'in' || op === 'notIn') && Array.isArray(old))
    return { field: condition.field, op, value: old };
  if ((op === 'in' || op === 'notIn') && old !== undefined && old !== null && !Array.isArray(old))
    return { field: condition.field, op, value: [old] };
  if (source) return startValue(source, op);
  return op === 'in' || op === 'notIn'
    ? { field: condition.field, op, value: [] }
    : op === 'equals' || op === 'notEquals'
      ? { field: condition.field, op, value: '' }
      : ({ field: condition.field, op } as Condition);
}
