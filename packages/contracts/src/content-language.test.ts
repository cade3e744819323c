import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLanguageSchema } from './content-language.ts';

describe('contentLanguageSchema', () => {
  it('accepts language tags and gives their canonical spelling', () => {
    expect(contentLanguageSchema.parse('de')).toBe('de');
    expect(contentLanguageSchema.parse(' PT-br ')).toBe('pt-BR');
    expect(contentLanguageSchema.parse('sr-latn')).toBe('sr-Latn');
    expect(contentLanguageSchema.parse('zh-Hant-HK')).toBe('zh-Hant-HK');
    expect(contentLanguageSchema.parse('sw')).toBe('sw');
  });

  it('refuses what is not a language tag', () => {
    for (const bad of ['', ' ', 'english', 'e', 'de_DE_', '12', 'de--AT', '<script>', 'x'.repeat(36)])
      expect(contentLanguageSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('never throws, and whatever it accepts Intl accepts as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = contentLanguageSchema.safeParse(input);
        if (result.success) expect(Intl.getCanonicalLocales(result.data)).toEqual([result.data]);
      }),
    );
  });
});
