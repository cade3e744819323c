import type { Rule } from '../definition-schema.ts';

/** §4 dynamic list: the minLength and maxLength rules shape the controls. */
export function listBounds(rules: Rule[] | undefined): { min: number; max: number } {
  const num = (type: string, fallback: number) => {
    const v = rules?.find((r) => r.type === type)?.value;
    const n = Number(v);
    return v === undefined || !Number.isFinite(n) ? fallback : n;
  };
  return { min: num('minLength', 0), max: num('maxLength', Number.POSITIVE_INFINITY) };
}

/** It starts with one item if minLength is above 0. */
export const initialRowCount = (min: number) => (min > 0 ? 1 : 0);
/** The add button is hidden at maxLength. */
export const canAddRow = (length: number, max: number) => length < max;
/** The delete button is hidden at or below minLength. */
export const canDeleteRow = (length: number, min: number) => length > min;
