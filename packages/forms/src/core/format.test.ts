import { describe, expect, it } from 'vitest';
import { formatSin, formatSsn, isValidPhone, joinPhone, maskSocialNumber, splitPhone } from './format.ts';

describe('§5 social numbers auto-format and are cut at 11 characters', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456789', '123-45-6789'],
    ['123-45-67891234', '123-45-6789'],
    ['abc123def45ghi6789', '123-45-6789'],
  ])('SSN %s → %s', (input, out) => {
    expect(formatSsn(input)).toBe(out);
  });
  it.each([
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['123456789999', '123-456-789'],
  ])('SIN %s → %s', (input, out) => {
    expect(formatSin(input)).toBe(out);
  });
  it('never exceeds 11 characters', () => {
    expect(formatSsn('9'.repeat(40))).toHaveLength(11);
    expect(formatSin('9'.repeat(40))).toHaveLength(11);
  });
  it('masks all but the last four digits', () => {
    expect(maskSocialNumber('123-45-6789')).toBe('•••-••-6789');
  });
});

describe('§3/§4 phone parts', () => {
  it('infers the country from the value', () => {
    expect(splitPhone('+44 20 7946 0958')).toMatchObject({
      callingCode: '44',
      selectedCountryCode: 'GB',
      number: '2079460958',
    });
    expect(splitPhone('+1 416 555 0199')).toMatchObject({ callingCode: '1', selectedCountryCode: 'CA' });
  });
  it('falls back to the default country', () => {
    expect(splitPhone('', 'FR')).toMatchObject({ callingCode: '33', selectedCountryCode: 'FR', number: '' });
  });
  it('stores the calling code followed by the number', () => {
    expect(joinPhone({ callingCode: '1', number: '202 555 0143' })).toBe('+1 202 555 0143');
    expect(joinPhone({ callingCode: '1', number: ' ' })).toBe('');
  });
  it('validates numbers per country', () => {
    expect(isValidPhone('+1 202 555 0143')).toBe(true);
    expect(isValidPhone('+1 123')).toBe(false);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
  });
});
