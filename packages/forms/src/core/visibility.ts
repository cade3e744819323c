import { z } from 'zod';
import { textOf } from './text-of.ts';

/**
 * visibleFn as data (§3 says a function; a stored form cannot hold code): a condition tree on
 * other fields' values that both the renderer and the server evaluate alike.
 */
export type VisibilityRule =
  | { field: string; op: 'equals' | 'notEquals'; value: string | number | boolean | null }
  | { field: string; op: 'in' | 'notIn'; value: (string | number | boolean)[] }
  | { field: string; op: 'empty' | 'notEmpty' | 'truthy' | 'falsy' }
  | { all: VisibilityRule[] }
  | { any: VisibilityRule[] }
  | { not: VisibilityRule };

const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
const fieldName = z.string().min(1).max(100);

export const visibilityRuleSchema: z.ZodType<VisibilityRule> = z.lazy(() =>
  z.union([
    z.strictObject({
      field: fieldName,
      op: z.enum(['equals', 'notEquals']),
      value: z.union([scalar, z.null()]),
    }),
    z.strictObject({ field: fieldName, op: z.enum(['in', 'notIn']), value: z.array(scalar).max(200) }),
    z.strictObject({ field: fieldName, op: z.enum(['empty', 'notEmpty', 'truthy', 'falsy']) }),
    z.strictObject({ all: z.array(visibilityRuleSchema).max(50) }),
    z.strictObject({ any: z.array(visibilityRuleSchema).max(50) }),
    z.strictObject({ not: visibilityRuleSchema }),
  ]),
);

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const same = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a)) return a.some((x) => same(x, b));
  return a === b || (a != null && b != null && textOf(a) === textOf(b));
};

/** Whether the rule holds for these values; a missing rule means always visible. */
export function evaluateVisibility(
  rule: VisibilityRule | undefined,
  values: Record<string, unknown>,
): boolean {
  if (!rule) return true;
  if ('all' in rule) return rule.all.every((r) => evaluateVisibility(r, values));
  if ('any' in rule) return rule.any.some((r) => evaluateVisibility(r, values));
  if ('not' in rule) return !evaluateVisibility(rule.not, values);
  const v = values[rule.field];
  switch (rule.op) {
    case 'equals':
      return rule.value === null ? isEmptyValue(v) : same(v, rule.value);
    case 'notEquals':
      return rule.value === null ? !isEmptyValue(v) : !same(v, rule.value);
    case 'in':
      return rule.value.some((x) => same(v, x));
    case 'notIn':
      return !rule.value.some((x) => same(v, x));
    case 'empty':
      return isEmptyValue(v);
    case 'notEmpty':
      return !isEmptyValue(v);
    case 'truthy':
      return !isEmptyValue(v) && v !== false && v !== 0;
    case 'falsy':
      return isEmptyValue(v) || v === false || v === 0;
  }
}

/** The field names a rule reads: the watched dependencies of §4. */
export function visibilityDependencies(rule: VisibilityRule | undefined): string[] {
  if (!rule) return [];
  if ('all' in rule) return rule.all.flatMap(visibilityDependencies);
  if ('any' in rule) return rule.any.flatMap(visibilityDependencies);
  if ('not' in rule) return visibilityDependencies(rule.not);
  return [rule.field];
}
