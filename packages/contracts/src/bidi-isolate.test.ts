import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLeftToRightLetter, isolateLeftToRight } from './bidi-isolate.ts';

describe('isolating left-to-right values', () => {
  it('wraps a value with Latin, Cyrillic, CJK… letters in U+2068 … U+2069', () => {
    expect(isolateLeftToRight('C++ developer.')).toBe('\u2068C++ developer.\u2069');
    expect(isolateLeftToRight('Senior SRE (m/w/d)')).toBe('\u2068Senior SRE (m/w/d)\u2069');
    expect(isolateLeftToRight('Инженер')).toBe('\u2068Инженер\u2069');
    expect(isolateLeftToRight('エンジニア')).toBe('\u2068エンジニア\u2069');
    expect(isolateLeftToRight('محلل Java')).toBe('\u2068محلل Java\u2069');
  });

  it('leaves right-to-left words, numbers and punctuation as they are', () => {
    for (const value of ['محلل بيانات', 'שלום', '2026 - 10%', '', '٣٠٠'])
      expect(isolateLeftToRight(value)).toBe(value);
  });

  // Arabic and Hebrew letters, digits (Western and Arabic-Indic), spaces and punctuation.
  const rightToLeft = fc
    .array(
      fc.constantFrom(
        ...'ابتثجحخدرسشصعغفقكلمنهوي אבגדהוזחטיכלמנסעפצקרשת0123456789٠١٢٣٤٥٦٧٨٩ .,:;!?()-–«»"%/',
      ),
      {
        maxLength: 20,
      },
    )
    .map((cs) => cs.join(''));
  const leftToRight = fc.constantFrom(...'aZéßøłЖжΩλ中あ한ไ');

  it('for any right-to-left text: unchanged; with one left-to-right letter anywhere: isolated whole', () => {
    fc.assert(
      fc.property(rightToLeft, rightToLeft, leftToRight, (before, after, letter) => {
        expect(hasLeftToRightLetter(before)).toBe(false);
        expect(isolateLeftToRight(before)).toBe(before);
        const mixed = `${before}${letter}${after}`;
        expect(isolateLeftToRight(mixed)).toBe(`\u2068${mixed}\u2069`);
      }),
    );
  });
});
