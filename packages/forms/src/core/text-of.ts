/**
 * The text of a submitted value, for comparing and looking up. Never throws: String() on a value
 * from hostile JSON can (an object whose `toString` is not a function), so a plain object has no
 * text and a list's text is its items' texts.
 */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}
