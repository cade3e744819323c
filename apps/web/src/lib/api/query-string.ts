/** A value a query parameter can take; arrays repeat the key (e.g. filter_x=a&filter_x=b). */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface QueryStringOptions {
  /** Encode keys and values (default). Off only for callers that pass pre-encoded values. */
  encode?: boolean;
  /** An extra, already-built fragment such as "a=1&b=2", appended as is. */
  extra?: string;
}

// form-toolkit §7: empty values are skipped, but false and 0 are real answers and are kept.
const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** Builds "k=v&k2=v2" (no leading "?") from a key/value map, per form-toolkit §7. */
export function buildQueryString(params: QueryParams, options: QueryStringOptions = {}): string {
  const encode = options.encode ?? true;
  const enc = (text: string) => (encode ? encodeURIComponent(text) : text);
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (isEmpty(value)) continue;
      parts.push(`${enc(key)}=${enc(String(value))}`);
    }
  }
  const extra = options.extra?.replace(/^[?&]+/, '');
  if (extra) parts.push(extra);
  return parts.join('&');
}

/** Appends a query string to a path, merging with a query the path may already have. */
export function withQuery(path: string, params: QueryParams, options?: QueryStringOptions): string {
  const query = buildQueryString(params, options);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
