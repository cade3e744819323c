import { describe, expect, it } from 'vitest';
import { siteLocales } from './site-locales.ts';

const available = ['en', 'de', 'fr', 'ar', 'ja'];

describe('siteLocales (a company’s languages, issue 21 item 5)', () => {
  it('offers every language with a file while the company has chosen none', () => {
    expect(siteLocales(undefined, available)).toEqual({ offered: available, fallback: 'en' });
    expect(siteLocales({ default: 'de', offered: [] }, available)).toEqual({
      offered: available,
      fallback: 'de',
    });
  });

  it('keeps to the chosen languages, in the registry’s order, with the company’s default', () => {
    expect(siteLocales({ default: 'fr', offered: ['fr', 'de'] }, available)).toEqual({
      offered: ['de', 'fr'],
      fallback: 'fr',
    });
  });

  it('drops a code without a file and never falls back to a language it does not offer', () => {
    expect(siteLocales({ default: 'xx', offered: ['xx', 'ja', 'ar'] }, available)).toEqual({
      offered: ['ar', 'ja'],
      fallback: 'ar',
    });
    expect(siteLocales({ default: 'de', offered: ['xx'] }, available).offered).toEqual(available);
  });
});
