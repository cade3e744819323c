import { noNesting } from '@opencareers/contracts/i18next-no-nesting';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { isolateValue, setPageDirection } from './isolate-values.ts';

const messages = {
  ar: { translation: { about: 'عن «{{query}}»', applied: 'قدّمت على {{title}} في {{count}} مرة' } },
  en: { translation: { about: 'about “{{query}}”' } },
};

async function translator(lng: 'ar' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: messages,
    // As the app sets it up (i18n.ts).
    interpolation: { escapeValue: true, escape: isolateValue, ...noNesting },
    showSupportNotice: false,
  });
  setPageDirection(i18n.dir(lng));
  return i18n.t as unknown as (key: string, values: Record<string, unknown>) => string;
}

afterEach(() => setPageDirection('ltr'));

describe('filled-in values on a right-to-left page', () => {
  it('isolates a value written left to right, so its punctuation stays with it', async () => {
    const t = await translator('ar');
    expect(t('about', { query: 'C++ developer.' })).toBe('عن «\u2068C++ developer.\u2069»');
    expect(t('applied', { title: 'Senior SRE (m/w/d)', count: 3 })).toBe(
      'قدّمت على \u2068Senior SRE (m/w/d)\u2069 في 3 مرة',
    );
  });

  it('leaves right-to-left words, numbers and punctuation as they are', async () => {
    const t = await translator('ar');
    expect(t('about', { query: 'محلل بيانات' })).toBe('عن «محلل بيانات»');
    expect(t('about', { query: 'שלום' })).toBe('عن «שלום»');
    expect(t('about', { query: '2026 - 10%' })).toBe('عن «2026 - 10%»');
  });

  it('changes nothing on a left-to-right page, and writes HTML-like text as it is', async () => {
    const t = await translator('en');
    expect(t('about', { query: 'C++ <b>developer</b> & co' })).toBe('about “C++ <b>developer</b> & co”');
  });
});
