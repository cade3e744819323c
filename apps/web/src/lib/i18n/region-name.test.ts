import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionName } from './region-name.ts';

describe('regionName', () => {
  it('names a country in the UI language', () => {
    expect(regionName('DE', 'en')).toBe('Germany');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName('us', 'pt-BR')).toBe('Estados Unidos');
    expect(regionName('US', 'ja')).toBe('アメリカ合衆国');
    expect(regionName('DE', 'ar')).toBe('ألمانيا');
    expect(regionName('DE', 'zh-TW')).toBe('德國');
  });

  it('falls back to the stored name, else the code, for a code Intl does not know', () => {
    expect(regionName('XX', 'de', 'Somewhere')).toBe('Somewhere');
    expect(regionName('XX', 'de')).toBe('XX');
    expect(regionName('not a code', 'de', 'Somewhere')).toBe('Somewhere');
  });

  it('never throws, whatever the code or locale', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (code, locale) => {
        expect(typeof regionName(code, locale)).toBe('string');
      }),
    );
  });
});
