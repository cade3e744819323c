import { noNesting } from '@opencareers/contracts/i18next-no-nesting';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/*
 * People's words in messages (a search typed into a shared link, a job title) are written as
 * they are: with i18next's `$t(…)` nesting on, an unclosed `$t(` in them made its scan
 * backtrack exponentially (22 characters took a minute and froze the tab), and a closed one
 * was read as another message. The app and the server both init i18next with `noNesting`.
 */
describe('i18next without nesting', () => {
  it('writes a value that looks like nesting as it is, at once', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      interpolation: { escapeValue: false, ...noNesting },
      showSupportNotice: false,
      resources: { en: { translation: { about: 'about “{{query}}”', other: 'OTHER' } } },
    });
    const t = i18n.t as unknown as (key: string, values: Record<string, string>) => string;
    const unclosed = `$t(${'a b'.repeat(30)}`;
    expect(t('about', { query: unclosed })).toBe(`about “${unclosed}”`);
    expect(t('about', { query: '$t(other)' })).toBe('about “$t(other)”');
  });
});
