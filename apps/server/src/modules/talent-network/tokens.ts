import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links' tokens: HMACs with an installation secret, so nothing is stored and a link cannot
 * be made for another membership. Confirming signs when the email was written too, so a newer
 * confirmation email retires the older link.
 */
const sign = (secret: string, parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');

export const confirmToken = (secret: string, memberId: string, sentAt: Date) =>
  sign(secret, ['confirm', memberId, sentAt.toISOString()]);

/** The alerts' link to change one's interests: like unsubscribing, it lasts as long as the membership. */
export const manageToken = (secret: string, memberId: string) => sign(secret, ['manage', memberId]);

export const unsubscribeToken = (secret: string, memberId: string) => sign(secret, ['unsubscribe', memberId]);

/** Compares in constant time. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const linkSecretName = 'talent-network-links';
