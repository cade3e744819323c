/** form-toolkit §8 default, used when nothing better can be read from a failed request. */
export const defaultRequestErrorMessage = 'There was a problem with the request';

export interface ErrorSource {
  /** The response body: parsed JSON, or raw text. */
  data?: unknown;
  /** The browser's message when no response arrived. */
  connectionMessage?: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// A proxy or the server's HTML error page must never be shown to the user as text.
const looksLikeHtml = (text: string): boolean => /^\s*</.test(text) && /<\s*\/?\s*[a-z!][^>]*>/i.test(text);

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Reduces a failed request to one string (form-toolkit §8), in this order: the response
 * message, the nested error message, raw string data, the connection error message, else the
 * default. HTML responses are replaced by the default.
 */
export function reduceErrorMessage(source: ErrorSource, fallback = defaultRequestErrorMessage): string {
  const { data, connectionMessage } = source;
  if (typeof data === 'string') {
    if (looksLikeHtml(data)) return fallback;
    if (nonEmpty(data)) return data.trim();
  } else {
    const message = field(data, 'message');
    if (nonEmpty(message)) return message;
    const nested = field(field(data, 'error'), 'message');
    if (nonEmpty(nested)) return nested;
  }
  if (nonEmpty(connectionMessage)) return connectionMessage;
  return fallback;
}
