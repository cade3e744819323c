/*
 * The anti-forgery token lives in memory, seeded from the page's meta tag (the server writes
 * it into index.html) and refreshed from every response that carries a new one. The meta tag
 * is kept in step so code that reads it directly never sees a stale value.
 */

const META_SELECTOR = 'meta[name="csrf-token"]';

let token: string | null = null;
let updates = 0;

function readMeta(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(META_SELECTOR)?.content ?? '';
}

export function getCsrfToken(): string {
  if (token === null) token = readMeta();
  return token;
}

export function setCsrfToken(next: string | null | undefined): void {
  if (!next) return;
  token = next;
  updates += 1;
  if (typeof document === 'undefined') return;
  const meta = document.querySelector<HTMLMetaElement>(META_SELECTOR);
  if (meta) meta.content = next;
}

/** Forget the in-memory copy so the next read goes back to the meta tag (tests, logout). */
export function resetCsrfToken(): void {
  token = null;
}

/** Counts refreshes, so a caller can tell whether a response already carried a fresh token. */
export function csrfTokenUpdates(): number {
  return updates;
}
