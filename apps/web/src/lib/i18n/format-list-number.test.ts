import { describe, expect, it } from 'vitest';
import { formatAlternatives, formatList } from './format-list.ts';
import { formatMoney, formatNumber } from './format-number.ts';

describe('formatList', () => {
  it('joins names with the language’s own words', () => {
    expect(formatList(['Ana', 'Ben', 'Chloé'], 'en')).toBe('Ana, Ben, and Chloé');
    expect(formatList(['Ana', 'Ben', 'Chloé'], 'de')).toBe('Ana, Ben und Chloé');
    expect(formatAlternatives(['PDF', 'DOCX'], 'en')).toBe('PDF or DOCX');
    expect(formatAlternatives(['PDF', 'DOCX'], 'de')).toBe('PDF oder DOCX');
  });

  it('leaves a single item alone and falls back to English for a tag Intl refuses', () => {
    expect(formatList(['Lisbon'], 'fr')).toBe('Lisbon');
    expect(formatList(['a', 'b'], 'not a tag!')).toBe('a and b');
  });
});

describe('formatNumber and formatMoney', () => {
  it('group digits the reader’s way', () => {
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(formatNumber(12500, 'de')).toBe('12.500');
  });

  it('put the currency where the language puts it', () => {
    expect(formatMoney(98000, 'EUR', 'de')).toBe('98.000\u00a0€');
    expect(formatMoney(120000, 'USD', 'en')).toBe('$120,000');
  });

  it('show the amount and the code for a currency Intl does not know', () => {
    expect(formatMoney(5000, 'XXXX', 'en')).toBe('5,000 XXXX');
  });
});
