import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** §5: inputs of social numbers are cut at 11 characters. */
export const socialNumberMaxLength = 11;

const groupDigits = (value: string, groups: number[]): string => {
  const digits = value.replace(/\D/g, '').slice(
    0,
    groups.reduce((a, b) => a + b, 0),
  );
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-').slice(0, socialNumberMaxLength);
};

/** SSN auto-format while typing: digits 3-2-4 with dashes. */
export const formatSsn = (value: string) => groupDigits(value, [3, 2, 4]);
/** SIN auto-format while typing: digits 3-3-3 with dashes. */
export const formatSin = (value: string) => groupDigits(value, [3, 3, 3]);

export const ssnPattern = /^\d{3}-\d{2}-\d{4}$/;
export const sinPattern = /^\d{3}-\d{3}-\d{3}$/;

/** Shows only the last digits of a social number (view mode, logs are never given it). */
export const maskSocialNumber = (value: string) => value.replace(/\d(?=[\d-]{4,}$)/g, '•');

/** §3 phone internal parts; the stored value is "+" calling code followed by the number. */
export interface PhoneParts {
  callingCode: string;
  number: string;
  selectedCountryCode: CountryCode | '';
}

export const callingCodeOf = (country: CountryCode): string => getCountryCallingCode(country);

/** §4: the country is inferred from the existing value, else the default country. */
export function splitPhone(value: string | undefined, defaultCountry: CountryCode = 'US'): PhoneParts {
  if (value) {
    const parsed = parsePhoneNumberFromString(value, defaultCountry);
    if (parsed) {
      return {
        callingCode: parsed.countryCallingCode,
        number: parsed.nationalNumber,
        selectedCountryCode:
          parsed.country ??
          (parsed.countryCallingCode === callingCodeOf(defaultCountry) ? defaultCountry : ''),
      };
    }
  }
  return {
    callingCode: callingCodeOf(defaultCountry),
    number: value?.replace(/^\+\d*\s*/, '') ?? '',
    selectedCountryCode: defaultCountry,
  };
}

/** Joins the parts into the stored value; empty number gives an empty value. */
export function joinPhone(parts: Pick<PhoneParts, 'callingCode' | 'number'>): string {
  const number = parts.number.trim();
  if (!number) return '';
  return parts.callingCode ? `+${parts.callingCode} ${number}` : number;
}

/** §5: digits, dashes, parentheses (and spaces, a leading + and dots people type) only. */
export const phoneCharactersPattern = /^\+?[\d\s\-().]+$/;

/** Whether the number is valid for its calling code, or for the default country when it has none. */
export function isValidPhone(value: string, defaultCountry: CountryCode = 'US'): boolean {
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  return !!parsed?.isValid();
}

/** §4 text is trimmed on blur; also used by the server before validating. */
export const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** §4 the number type accepts digits only: strips everything else while typing. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
