import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverLocaleCodes } from '../notifications/server-messages.ts';
import { acceptLanguageTags, pickReaderLocale } from './reader-locale.ts';

const all = { offered: [], default: 'en' };

describe('pickReaderLocale', () => {
  it('takes hl, then the saved choice, then Accept-Language, then the company default', () => {
    expect(pickReaderLocale({ hl: 'ja', saved: 'de', acceptLanguage: 'fr', site: all })).toBe('ja');
    expect(pickReaderLocale({ saved: 'de', acceptLanguage: 'fr', site: all })).toBe('de');
    expect(pickReaderLocale({ acceptLanguage: 'fr-CH, de;q=0.8', site: all })).toBe('fr');
    expect(pickReaderLocale({ acceptLanguage: 'xx, de;q=0.8, fr;q=0.9', site: all })).toBe('fr');
    expect(pickReaderLocale({ site: { offered: [], default: 'de' } })).toBe('de');
    expect(pickReaderLocale({ site: all })).toBe('en');
  });

  it('skips languages the site does not offer', () => {
    const site = { offered: ['de', 'fr'], default: 'fr' };
    expect(pickReaderLocale({ hl: 'ja', acceptLanguage: 'de', site })).toBe('de');
    expect(pickReaderLocale({ hl: 'ja', saved: 'ar', site })).toBe('fr');
  });

  it('reads a registered code in any case and a region the site lacks as its language', () => {
    expect(pickReaderLocale({ hl: 'PT-br', site: all })).toBe('pt-BR');
    expect(pickReaderLocale({ hl: 'de-AT', site: all })).toBe('de');
    expect(pickReaderLocale({ hl: ['zh-TW', 'x'], site: all })).toBe('zh-TW');
  });

  it('falls back to the default for any generated bad value, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant(undefined), fc.integer(), fc.array(fc.string()), fc.object()),
        fc.string({ maxLength: 2000 }),
        (hl, header) => {
          const picked = pickReaderLocale({
            hl,
            acceptLanguage: header,
            site: { offered: [], default: 'de' },
          });
          expect(serverLocaleCodes).toContain(picked);
        },
      ),
    );
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, keeps ties in order and drops * and q=0', () => {
    expect(acceptLanguageTags('de-CH, en;q=0.5, fr;q=0.9, *;q=0.1, ja;q=0')).toEqual(['de-CH', 'fr', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags(['de', 'fr'])).toEqual(['de', 'fr']);
  });
});
