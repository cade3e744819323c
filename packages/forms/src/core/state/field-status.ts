import { isEmptyValue } from '../visibility.ts';

export type FieldStatus = 'error' | 'highlight' | undefined;

/** §4: error when a message exists; highlight when the initial value is untouched and non-empty. */
export function fieldStatus(opts: {
  error?: string;
  dirty: boolean;
  touched: boolean;
  initialValue: unknown;
}): FieldStatus {
  if (opts.error) return 'error';
  if (!opts.dirty && !opts.touched && !isEmptyValue(opts.initialValue) && opts.initialValue !== false)
    return 'highlight';
  return undefined;
}
