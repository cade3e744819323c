import { describe, expect, it } from 'vitest';
import { type PageTitleInput, resolvePageTitle } from './resolve-page-title.ts';

const texts = {
  queryAtLocation: (q: string, l: string) => `${q} at ${l}`,
  positionAtCompany: (p: string, c: string) => `${p} | ${c}`,
  careersAt: (c: string) => `Careers at ${c}`,
};

const base: PageTitleInput = {
  pageId: 'jobs',
  configuredTitles: {},
  searchTerms: { query: '', location: '' },
  positionName: null,
  companyName: 'Acme',
};
const title = (over: Partial<PageTitleInput>) => resolvePageTitle({ ...base, ...over }, texts);

describe('resolvePageTitle (shell §2, first match wins)', () => {
  it('uses the configured per-page title over everything', () => {
    expect(
      title({
        configuredTitles: { jobs: 'Join Acme' },
        searchTerms: { query: 'nurse', location: 'Paris' },
        positionName: 'Nurse',
      }),
    ).toBe('Join Acme');
  });

  it("uses the page's own title (the map view's) after a configured one", () => {
    const over = { pageOverride: 'job search with maps', searchTerms: { query: 'nurse', location: '' } };
    expect(title(over)).toBe('job search with maps');
    expect(title({ ...over, configuredTitles: { jobs: 'Join Acme' } })).toBe('Join Acme');
  });

  it('ignores a configured title of another page, and a blank one', () => {
    expect(title({ configuredTitles: { profile: 'Me', jobs: '  ' } })).toBe('Careers at Acme');
  });

  it('titles the search page "{query} at {location}"', () => {
    expect(title({ searchTerms: { query: 'nurse', location: 'Paris' } })).toBe('nurse at Paris');
  });

  it('titles a search without a location with the query alone', () => {
    expect(title({ searchTerms: { query: 'nurse', location: '' } })).toBe('nurse');
  });

  it('uses query and location only on the search page', () => {
    expect(title({ pageId: 'profile', searchTerms: { query: 'nurse', location: 'Paris' } })).toBe(
      'Careers at Acme',
    );
  });

  it('titles a job page "{position} | {company}" once the name is known', () => {
    expect(title({ pageId: 'singlePosition', positionName: 'Staff Nurse' })).toBe('Staff Nurse | Acme');
  });

  it('falls back to "Careers at {company}", also for pages without an id', () => {
    expect(title({ pageId: 'singlePosition' })).toBe('Careers at Acme');
    expect(title({ pageId: undefined })).toBe('Careers at Acme');
  });
});
