import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, messageNumberFormat } from './format-number.ts';

const RealNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

describe('number formats', () => {
  it('makes one Intl.NumberFormat per language and options, however many numbers it formats', () => {
    let made = 0;
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        made++;
      }
    } as unknown as typeof Intl.NumberFormat;
    for (let n = 0; n < 200; n++) {
      formatNumber(n * 1000, 'da');
      messageNumberFormat(n, 'da');
      formatMoney(n * 1000, 'DKK', 'da');
    }
    // Only these tests use Danish: a number format and a money format, made once each.
    expect(made).toBe(2);
    expect(formatNumber(12345.678, 'da')).toBe('12.345,68');
    expect(messageNumberFormat(12345, 'da')).toBe('12.345');
  });

  it('writes a value that is not a number as it is, and an unknown language as English', () => {
    expect(messageNumberFormat('12', 'de')).toBe('12');
    expect(messageNumberFormat(12345, undefined)).toBe('12,345');
    expect(formatNumber(12345, 'not a language!')).toBe('12,345');
  });
});
