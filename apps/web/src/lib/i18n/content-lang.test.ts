import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLang } from './content-lang.ts';

describe('contentLang', () => {
  it('names the job’s own language on a page in another one', () => {
    expect(contentLang('pt-PT', 'en', 'en')).toBe('pt-PT');
    expect(contentLang('pt-PT', 'en', 'pt-BR')).toBe('pt-PT');
    expect(contentLang('de', 'de', 'ar')).toBe('de');
  });

  it('names the company’s default for a job without a language, on a page in another one', () => {
    expect(contentLang(null, 'de', 'en')).toBe('de');
    expect(contentLang(undefined, 'fr', 'ja')).toBe('fr');
  });

  it('names nothing on a page in the job’s language, whatever the spelling of the tag', () => {
    expect(contentLang('pt-PT', 'en', 'pt-PT')).toBeUndefined();
    expect(contentLang('PT-pt', 'en', 'pt-PT')).toBeUndefined();
    expect(contentLang(null, 'en', 'en')).toBeUndefined();
    expect(contentLang('', 'de', 'de')).toBeUndefined();
  });

  it('for any tags: undefined exactly when the content’s language is the page’s', () => {
    const tag = fc.constantFrom('en', 'en-GB', 'de', 'pt-PT', 'pt-BR', 'ar', 'zh-TW', 'ja');
    fc.assert(
      fc.property(fc.option(tag, { nil: null }), tag, tag, (job, companyDefault, page) => {
        const content = job ?? companyDefault;
        expect(contentLang(job, companyDefault, page)).toBe(content === page ? undefined : content);
      }),
    );
  });
});
