/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a value carrying one would fail at the
 * database as a 5xx. Requests are checked for it up front instead.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  }
  return false;
}
