import type { PayPeriod } from '@opencareers/contracts/search-constants';
import { z } from 'zod';

/**
 * The terms as the inputs hold them, named as the create and edit requests name them so that a
 * contract's issue (and the server's field error) lands on its input: `pay_amount` is '' while
 * empty, `start_date` and `expires_at` are the YYYY-MM-DD a date input shows.
 */
export const offerTermsValuesSchema = z.object({
  pay_amount: z.union([z.number(), z.string()]),
  pay_currency: z.string(),
  pay_period: z.string().nullable(),
  start_date: z.string(),
  expires_at: z.string(),
  place: z.string(),
  hiring_manager: z.string(),
});
export type OfferTermsValues = z.input<typeof offerTermsValuesSchema>;

/** A new offer's terms before anything is typed. */
export const emptyOfferTerms: OfferTermsValues = {
  pay_amount: '',
  pay_currency: 'USD',
  pay_period: 'year',
  start_date: '',
  expires_at: '',
  place: '',
  hiring_manager: '',
};

/**
 * The terms as the create and edit requests send them: no pay means no currency and no period;
 * blank texts are null. The respond-by date is left to the caller (a new date is the end of that
 * day; an untouched one in the edit dialog keeps its exact time).
 */
export const offerTermsBody = (v: OfferTermsValues) => {
  const paid = typeof v.pay_amount === 'number';
  return {
    pay_amount: paid ? (v.pay_amount as number) : null,
    pay_currency: paid ? v.pay_currency.trim().toUpperCase() : null,
    pay_period: paid ? ((v.pay_period as PayPeriod | null) ?? null) : null,
    start_date: v.start_date || null,
    place: v.place.trim() || null,
    hiring_manager: v.hiring_manager.trim() || null,
  };
};
