/** What every API path starts with: the SPA's not-found page and the CSRF check tell API calls apart by it. */
export const apiPrefix = '/api/';

/** The `:name` parameters of a route pattern such as `/api/admin/offers/:id/documents/:documentId`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * An API path filled from the pattern the server registers (each contract exports its paths;
 * the server registers the pattern, the web calls `apiPath`), every parameter URL-encoded.
 */
export function apiPath<P extends string>(
  pattern: P,
  ...params: [PathParamNames<P>] extends [never] ? [] : [Record<PathParamNames<P>, string>]
): string {
  const values: Record<string, string> = params[0] ?? {};
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}
