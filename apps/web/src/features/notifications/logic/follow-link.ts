/**
 * Where a notification leads (spec shell §4): its redirectUrl with the page's current query
 * parameters carried over, the link's own parameters winning. Anything that is not a path on
 * this site falls back to the careers home, so a notification can never send a visitor away.
 */
export function notificationHref(redirectUrl: string, currentSearch: string, origin: string): string {
  let target: URL;
  try {
    target = new URL(redirectUrl, origin);
  } catch {
    target = new URL('/careers', origin);
  }
  if (target.origin !== origin || !/^\/(?![/\\])/.test(redirectUrl)) target = new URL('/careers', origin);
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
