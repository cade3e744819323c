import { isApiRequestError } from '../../../lib/api/api-error.ts';

/** shell §8: the server's own message when it gave one, else the screen's fallback text. */
export function serverMessage(error: unknown): string | null {
  if (!isApiRequestError(error) || error.status === 0) return null;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message ? data.message : null;
}
