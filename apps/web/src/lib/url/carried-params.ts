/** Address parameters kept on in-app links: tenant, language and debug (search §2). */
export const carriedLinkParams = ['domain', 'hl', 'debug'] as const;

/** Adds the carried parameters of `currentSearch` to `path` (which may have its own query). */
export function withCarriedParams(path: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [pathname, query = ''] = path.split('?', 2) as [string, string?];
  const next = new URLSearchParams(query);
  for (const name of carriedLinkParams) {
    const value = current.get(name);
    if (value && !next.has(name)) next.set(name, value);
  }
  const text = next.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * A same-origin path to return to after login (the login link's next parameter), or null.
 * Anything pointing elsewhere is refused so the login page cannot be used as an open redirect.
 */
export function safeReturnPath(next: string | null, origin: string): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
