import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What the 422 tells the candidate when a phone number cannot be read. */
export const phoneMessage = 'Enter a valid phone number, with its country code (e.g. +44 20 7946 0321)';

/**
 * A profile phone number in E.164 ("+442079460321"), or null when it is not a valid number.
 * A number written without its country code ("030 901820") is read in `defaultCountry`: the
 * country of the candidate's location, so someone in Berlin can type a German number as they
 * always do. '' (no phone) stays ''.
 */
export function toE164(phone: string, defaultCountry: string | null | undefined): string | null {
  const text = phone.trim();
  if (!text) return '';
  const country =
    defaultCountry && isSupportedCountry(defaultCountry.toUpperCase())
      ? (defaultCountry.toUpperCase() as CountryCode)
      : undefined;
  // "00 44 …" is the international prefix most of the world dials.
  const typed = text.replace(/^00(?=[1-9])/, '+');
  const number = parsePhoneNumberFromString(typed, country ? { defaultCountry: country } : undefined);
  return number?.isValid() ? number.number : null;
}
