import { describe, expect, it } from 'vitest';
import { formatOfferDay, formatOfferPay, formatRespondBy, hasTerms } from './offer-terms.ts';

const none = {
  pay_amount: null,
  pay_currency: null,
  pay_period: null,
  start_date: null,
  place: null,
  hiring_manager: null,
};

describe('offer terms for the overview', () => {
  it('formats pay in the reader language and the offer currency', () => {
    expect(formatOfferPay({ pay_amount: 120000, pay_currency: 'USD' }, 'en-US')).toBe('$120,000');
    expect(formatOfferPay({ pay_amount: 98000, pay_currency: 'EUR' }, 'de-DE')).toBe('98.000\u00a0€');
    expect(formatOfferPay({ pay_amount: null, pay_currency: 'USD' }, 'en-US')).toBeNull();
    expect(formatOfferPay({ pay_amount: 5, pay_currency: null }, 'en-US')).toBeNull();
  });

  it('keeps the amount and code when the currency or language cannot be formatted', () => {
    expect(formatOfferPay({ pay_amount: 1000, pay_currency: 'XX1' }, 'en-US')).toBe('1,000 XX1');
  });

  it('shows a start day as MM/DD/YYYY in US English and in the local order elsewhere, never shifted a day', () => {
    expect(formatOfferDay('2027-03-01', 'en-US')).toBe('03/01/2027');
    expect(formatOfferDay('2027-03-01', 'de-DE')).toBe('01.03.2027');
    expect(formatOfferDay('2027-03-01', 'en-GB')).toBe('01/03/2027');
    expect(formatOfferDay('not a day', 'en-US')).toBe('not a day');
  });

  it('shows the respond-by moment as a day', () => {
    expect(formatRespondBy('2027-01-15T12:00:00.000Z', 'en-US')).toBe('01/15/2027');
    expect(formatRespondBy('garbage', 'en-US')).toBe('garbage');
  });

  it('has an overview only when the offer says something', () => {
    expect(hasTerms(undefined, null)).toBe(false);
    expect(hasTerms(none, null)).toBe(false);
    expect(hasTerms(none, '2027-01-15T12:00:00.000Z')).toBe(true);
    expect(hasTerms({ ...none, place: 'Remote' }, null)).toBe(true);
    expect(hasTerms({ ...none, pay_amount: 1, pay_currency: 'USD' }, null)).toBe(true);
  });
});
