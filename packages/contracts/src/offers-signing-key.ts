import { z } from 'zod';

/**
 * The tenant's document-signing key as the admin page shows it (docs/offers.md "Digital
 * signatures"): never the key itself, only what identifies the certificate.
 */
export const signingKeyStatusSchema = z.object({
  /** null until the first signed letter (the key is made on first use) or a rotation. */
  current: z
    .object({
      /** SHA-256 of the certificate, upper-case hex pairs joined by colons (as PDF readers show it). */
      fingerprint: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
  retired_keys: z.number().int(),
  /** Signed letters sealed with an older key: they stay verifiable (the certificate is inside each PDF). */
  signed_with_older_keys: z.number().int(),
});
export type SigningKeyStatus = z.infer<typeof signingKeyStatusSchema>;

export const signingKeyResponseSchema = z.object({ data: signingKeyStatusSchema });
