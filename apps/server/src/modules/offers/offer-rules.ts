import { errorCodes } from '@opencareers/contracts/api-envelope';
import { type OfferStatus, offerMessages, openOfferStatuses } from '@opencareers/contracts/offers';
import { HttpError } from '../../lib/http-error.ts';

/** Whitespace differences are not a different name (the name is stored like this). */
export const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * What two names are compared as: case, accents (combining marks after NFKD) and extra spaces
 * do not count, so "zoe  lukasiewicz" matches "Zoë Łukasiewicz" (Ł has no decomposition, so
 * the few letters like it are folded by hand).
 */
const foldedLetters: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
export const comparableName = (s: string) =>
  normalizeName(s)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœı]/g, (c) => foldedLetters[c] ?? c);

/** shell §5: the typed name must equal the profile's full name. */
export function assertSignatureName(typed: string | undefined, profileName: string): string {
  const name = normalizeName(typed ?? '');
  if (!name)
    throw new HttpError(
      400,
      errorCodes.validation,
      'Please enter your full name as the electronic signature.',
      {
        signature_name: 'Please enter your full name as the electronic signature.',
      },
    );
  const expected = normalizeName(profileName);
  if (!expected || comparableName(name) !== comparableName(expected))
    throw new HttpError(400, errorCodes.signatureMismatch, offerMessages.nameMismatch, {
      signature_name: `${offerMessages.nameMismatch} Expected: ${expected}`,
    });
  // The signature shows the name as the candidate typed it.
  return name;
}

export function assertAgreed(agreed: string | undefined) {
  if (agreed !== 'true')
    throw new HttpError(
      400,
      errorCodes.validation,
      'Please agree to the terms and conditions before signing.',
      {
        agreed: 'Please agree to the terms and conditions before signing.',
      },
    );
}

const closedVerb: Partial<Record<OfferStatus, string>> = {
  Accepted: 'accepted',
  'Contract Accepted': 'accepted',
  Declined: 'declined',
  Canceled: 'canceled by the company',
};

/** Only an Extended (or Contract Extended) offer before its expiry can be answered. */
export function assertActionable(offer: { status: OfferStatus; expiresAt: Date | null }, now = new Date()) {
  if (!openOfferStatuses.includes(offer.status)) {
    const verb = closedVerb[offer.status] ?? 'closed';
    throw new HttpError(
      409,
      errorCodes.offerClosed,
      `This offer has already been ${verb} and can no longer be changed.`,
    );
  }
  if (offer.expiresAt && offer.expiresAt.getTime() <= now.getTime())
    throw new HttpError(
      409,
      errorCodes.offerExpired,
      'This offer has expired and can no longer be accepted or declined.',
    );
}

/** The status an open offer takes once accepted. */
export const acceptedStatus = (kind: 'job' | 'contract'): OfferStatus =>
  kind === 'contract' ? 'Contract Accepted' : 'Accepted';
export const extendedStatus = (kind: 'job' | 'contract'): OfferStatus =>
  kind === 'contract' ? 'Contract Extended' : 'Extended';
