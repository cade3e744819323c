import { describe, expect, it } from 'vitest';
import { candidatesFor, pickLocale, requestedLocales } from './pick-locale.ts';

const available = [
  'en',
  'en-GB',
  'fr',
  'fr-CA',
  'pt-BR',
  'pt-PT',
  'es',
  'es-419',
  'zh-CN',
  'zh-TW',
  'de',
  'he',
  'nb',
];

describe('pickLocale', () => {
  it('takes an exact match first, case and separator insensitive', () => {
    expect(pickLocale(['fr_ca'], available)).toBe('fr-CA');
  });

  it('falls back to the bare language', () => {
    expect(pickLocale(['fr-BE'], available)).toBe('fr');
    expect(pickLocale(['de-AT'], available)).toBe('de');
  });

  it('reads Portuguese as Brazilian except in Portugal and Lusophone Africa', () => {
    expect(pickLocale(['pt'], available)).toBe('pt-BR');
    expect(pickLocale(['pt-PT'], available)).toBe('pt-PT');
    expect(pickLocale(['pt-AO'], available)).toBe('pt-PT');
    expect(pickLocale(['pt'], ['en', 'pt-PT'])).toBe('pt-PT');
  });

  it('reads Spanish of the Americas as es-419, Spain and bare es as es', () => {
    expect(pickLocale(['es-MX'], available)).toBe('es-419');
    expect(pickLocale(['es-US'], available)).toBe('es-419');
    expect(pickLocale(['es-ES'], available)).toBe('es');
    expect(pickLocale(['es'], available)).toBe('es');
  });

  it('keeps Chinese in its script: traditional for Taiwan, Hong Kong and Hant', () => {
    expect(pickLocale(['zh'], available)).toBe('zh-CN');
    expect(pickLocale(['zh-Hans-SG'], available)).toBe('zh-CN');
    expect(pickLocale(['zh-Hant'], available)).toBe('zh-TW');
    expect(pickLocale(['zh-HK'], available)).toBe('zh-TW');
    expect(pickLocale(['zh-HK'], [...available, 'zh-HK'])).toBe('zh-HK');
  });

  it('gives British English to Commonwealth regions and reads old codes', () => {
    expect(pickLocale(['en-AU'], available)).toBe('en-GB');
    expect(pickLocale(['en-US'], available)).toBe('en');
    expect(pickLocale(['iw'], available)).toBe('he');
    expect(pickLocale(['no'], available)).toBe('nb');
  });

  it('tries each requested locale in order, then the fallback', () => {
    expect(pickLocale(['xx', 'de-AT'], available)).toBe('de');
    expect(pickLocale(['xx', ''], available)).toBe('en');
  });

  it('lists candidates best first without repeats', () => {
    expect(candidatesFor('pt-MZ')).toEqual(['pt-mz', 'pt-pt', 'pt-br', 'pt']);
  });
});

describe('requestedLocales (form-toolkit §9, issue 21)', () => {
  it('puts hl, then the saved choice, the device choice, then the browser', () => {
    expect(
      requestedLocales({
        search: '?hl=fr',
        saved: 'ar',
        device: 'de',
        browser: ['it', 'en'],
      }),
    ).toEqual(['fr', 'ar', 'de', 'it', 'en']);
    expect(requestedLocales({ search: '', saved: null, device: '', browser: ['es'] })).toEqual(['es']);
  });

  it('falls back to the company’s default when no requested language is offered', () => {
    const site = ['de', 'fr'];
    // `hl` for a language the site does not offer, a browser in English: the default, German.
    expect(pickLocale(requestedLocales({ search: '?hl=ja', browser: ['en-US'] }), site, 'de')).toBe('de');
    // A later source the site offers still wins over the default.
    expect(pickLocale(requestedLocales({ search: '?hl=ja', browser: ['fr-CH'] }), site, 'de')).toBe('fr');
  });
});
