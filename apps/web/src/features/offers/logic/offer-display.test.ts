import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  displayStatus,
  documentAction,
  documentLine,
  formatOfferDate,
  isOpen,
  signatureNameError,
} from './offer-display.ts';

const now = new Date('2026-03-10T12:00:00Z').getTime();
const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  enc_id: 'e',
  status: 'Extended',
  kind: 'job',
  letter_presentation: 'sign_form',
  position: { id: 'p', name: 'Engineer' },
  updated_at: '2026-03-01T12:00:00Z',
  expires_at: '2026-03-15T12:00:00Z',
  offer_documents: [],
  ...over,
});
const doc = (over: Partial<OfferDocument> = {}): OfferDocument => ({
  id: 'd',
  name: 'Offer letter',
  status: 'Unsigned',
  signed: false,
  url: '/x',
  b64_string: 'JVBERi0=',
  s3_path: 'k',
  document_type: 'offer_letter',
  sign_mode: 'sign',
  esign_url: null,
  updated_at: '2026-03-02T12:00:00Z',
  ...over,
});

describe('offer status', () => {
  it('derives Expired only for an open offer past its expiry', () => {
    expect(displayStatus(offer(), now)).toBe('Extended');
    expect(displayStatus(offer({ expires_at: '2026-03-10T11:59:59Z' }), now)).toBe('Expired');
    expect(displayStatus(offer({ status: 'Accepted', expires_at: '2026-01-01T00:00:00Z' }), now)).toBe(
      'Accepted',
    );
    expect(isOpen(offer({ status: 'Contract Extended' }), now)).toBe(true);
    expect(isOpen(offer({ expires_at: null }), now)).toBe(true);
  });

  it('counts days left rounding up, and formats dates MM/DD/YYYY', () => {
    expect(daysUntil('2026-03-10T13:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-03-15T12:00:00Z', now)).toBe(5);
    expect(formatOfferDate('2026-03-05T12:00:00')).toBe('03/05/2026');
  });
});

describe('document cards', () => {
  it('offers Start only for Pending or Unsigned documents of an open offer', () => {
    expect(documentAction(doc(), offer(), now)).toEqual({ kind: 'start', disabled: false });
    expect(documentAction(doc({ status: 'Pending', b64_string: null }), offer(), now)).toEqual({
      kind: 'start',
      disabled: true,
    });
    expect(documentAction(doc({ status: 'Signed' }), offer(), now).kind).toBe('view');
    expect(documentAction(doc({ status: 'Read Only' }), offer(), now).kind).toBe('view');
    expect(documentAction(doc(), offer({ expires_at: '2026-03-01T00:00:00Z' }), now).kind).toBe('view');
    expect(documentAction(doc(), offer({ status: 'Declined' }), now).kind).toBe('view');
  });

  it('writes the line under each document by its status', () => {
    expect(documentLine(doc(), offer({ expires_at: null }), now)).toEqual({ key: 'yetToBeSigned' });
    expect(documentLine(doc(), offer(), now)).toMatchObject({ key: 'expires' });
    expect(documentLine(doc(), offer({ expires_at: '2026-03-01T00:00:00Z' }), now)).toMatchObject({
      key: 'expired',
    });
    expect(documentLine(doc({ status: 'Pending', b64_string: null }), offer(), now)).toEqual({
      key: 'beingProcessed',
    });
    expect(documentLine(doc({ status: 'Read Only' }), offer(), now)).toMatchObject({ key: 'lastUpdated' });
    expect(documentLine(doc({ status: 'Signed', signed: true }), offer(), now)).toEqual({
      key: 'hasBeenSigned',
    });
    expect(documentLine(doc({ status: 'Signed', signed: false, b64_string: null }), offer(), now)).toEqual({
      key: 'signedBeingGenerated',
    });
  });
});

describe('sign form name', () => {
  it('must equal the profile name; with no profile name nothing passes', () => {
    expect(signatureNameError('Jordan Rivera', 'Jordan Rivera')).toBeNull();
    expect(signatureNameError(' Jordan  Rivera ', 'Jordan Rivera')).toBeNull();
    // Case, accents and extra spaces do not make a different name (issue 16).
    expect(signatureNameError('jordan rivera', 'Jordan Rivera')).toBeNull();
    expect(signatureNameError('zoe  LUKASIEWICZ', 'Zoë Łukasiewicz')).toBeNull();
    expect(signatureNameError('Jordan Riviera', 'Jordan Rivera')).toBe('mismatch');
    expect(signatureNameError('', 'Jordan Rivera')).toBe('required');
    expect(signatureNameError('Anyone', '')).toBe('mismatch');
  });
});
