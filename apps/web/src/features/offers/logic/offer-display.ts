import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { formatNumericDay } from '../../../lib/i18n/format-day.ts';

/** What the candidate sees: the stored status, or Expired for an open offer past its expiry (shell §3). */
export type DisplayStatus = Offer['status'] | 'Expired';

const dayMs = 86_400_000;

export const isExpired = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()): boolean =>
  (offer.status === 'Extended' || offer.status === 'Contract Extended') &&
  offer.expires_at !== null &&
  new Date(offer.expires_at).getTime() <= now;

export function displayStatus(offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()): DisplayStatus {
  return isExpired(offer, now) ? 'Expired' : offer.status;
}

/** Extended (or Contract Extended) and not expired: the candidate can still answer it. */
export const isOpen = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()): boolean =>
  (offer.status === 'Extended' || offer.status === 'Contract Extended') && !isExpired(offer, now);

/** Whole days left, rounded up, so anything under a day still reads "1 day". */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / dayMs));
}

/**
 * shell §9: offer dates are shown as MM/DD/YYYY (in the visitor's own time zone) — in US
 * English; other languages get their own numeric order through the shared formatter.
 */
export function formatOfferDate(iso: string, language = 'en-US'): string {
  return formatNumericDay(iso, language);
}

/** The CSS-style name the stylesheet uses for a status (shell §3). */
export function statusStyleName(status: DisplayStatus): string {
  const names: Partial<Record<DisplayStatus, string>> = {
    Extended: 'extended',
    Accepted: 'accepted',
    Expired: 'expired',
    Declined: 'declined',
    'Contract Accepted': 'contractAccepted',
    'Contract Extended': 'contractExtended',
  };
  return names[status] ?? 'declined';
}

export type DocumentLine =
  | { key: 'expires' | 'expired' | 'lastUpdated'; date: string }
  | { key: 'yetToBeSigned' | 'beingProcessed' | 'hasBeenSigned' | 'signedBeingGenerated' };

/** shell §4: the line under each document, by its status. */
export function documentLine(
  doc: OfferDocument,
  offer: Pick<Offer, 'status' | 'expires_at'>,
  now = Date.now(),
  language = 'en-US',
): DocumentLine {
  const hasContent = !!doc.b64_string;
  switch (doc.status) {
    case 'Unsigned':
      if (offer.expires_at)
        return {
          key: isExpired(offer, now) ? 'expired' : 'expires',
          date: formatOfferDate(offer.expires_at, language),
        };
      return { key: 'yetToBeSigned' };
    case 'Pending':
      return hasContent
        ? { key: 'lastUpdated', date: formatOfferDate(doc.updated_at, language) }
        : { key: 'beingProcessed' };
    case 'Read Only':
      return { key: 'lastUpdated', date: formatOfferDate(doc.updated_at, language) };
    case 'Signed':
      return doc.signed || hasContent ? { key: 'hasBeenSigned' } : { key: 'signedBeingGenerated' };
  }
}

export interface DocumentAction {
  kind: 'start' | 'view';
  disabled: boolean;
}

/**
 * shell §4: Start only for a Pending or Unsigned document of an open offer; otherwise View.
 * Start is disabled for a Pending document without content, and for a Signed one with content.
 */
export function documentAction(
  doc: OfferDocument,
  offer: Pick<Offer, 'status' | 'expires_at'>,
  now = Date.now(),
): DocumentAction {
  const startable = isOpen(offer, now) && (doc.status === 'Pending' || doc.status === 'Unsigned');
  const hasContent = !!doc.b64_string;
  // A Signed document never reaches Start (first rule), so only "Pending without content" disables.
  const disabled =
    (doc.status === 'Pending' && !hasContent) || (startable && doc.status === 'Signed' && hasContent);
  return { kind: startable ? 'start' : 'view', disabled };
}

/** Decodes a document's base64 content; null when there is none. */
export function documentBytes(doc: Pick<OfferDocument, 'b64_string'>): Uint8Array | null {
  if (!doc.b64_string) return null;
  const bin = atob(doc.b64_string);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const offerLetterOf = (offer: Offer): OfferDocument | undefined =>
  offer.offer_documents.find((d) => d.document_type === 'offer_letter');

/** shell §5: the typed name must equal the profile's full name; with no known name nothing passes. */
export function signatureNameError(typed: string, profileName: string): 'required' | 'mismatch' | null {
  if (!comparableName(typed)) return 'required';
  if (!comparableName(profileName) || comparableName(typed) !== comparableName(profileName))
    return 'mismatch';
  return null;
}

/**
 * Names compare without case, accents or extra spaces — the same rule as the server's
 * offer-rules.ts comparableName.
 */
const foldedLetters: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
export const comparableName = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœı]/g, (c) => foldedLetters[c] ?? c);
