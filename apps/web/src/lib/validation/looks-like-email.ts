/**
 * A quick check before sending an address the server will check again (its contract's
 * `z.email()`): something@something.something without spaces. It only spares a round trip for
 * an obvious typo; it is not a full address grammar and never the last word.
 */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
