import { describe, expect, it } from 'vitest';
import { pickLocale, requestedLocales } from './pick-locale.ts';

const available = ['en', 'fr', 'fr-CA', 'pt-BR', 'zh-Hans', 'zh-Hant', 'de'];

describe('pickLocale', () => {
  it('takes an exact match first, case and separator insensitive', () => {
    expect(pickLocale(['fr_ca'], available)).toBe('fr-CA');
  });

  it('falls back to the bare language, then to a regional variant of it', () => {
    expect(pickLocale(['fr-BE'], available)).toBe('fr');
    expect(pickLocale(['pt'], available)).toBe('pt-BR');
    expect(pickLocale(['zh-TW'], available)).toBe('zh-Hans');
  });

  it('tries each requested locale in order, then the fallback', () => {
    expect(pickLocale(['xx', 'de-AT'], available)).toBe('de');
    expect(pickLocale(['xx', ''], available)).toBe('en');
  });
});

describe('requestedLocales (form-toolkit §9)', () => {
  it('puts the hl parameter, then the page language, then the browser languages', () => {
    expect(requestedLocales('?hl=fr', 'de', ['es', 'en'])).toEqual(['fr', 'de', 'es', 'en']);
    expect(requestedLocales('', '', ['es'])).toEqual(['es']);
  });
});
