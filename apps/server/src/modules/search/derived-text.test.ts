import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoPositions } from '../../db/seed/demo-positions.ts';
import { DERIVED_TEXT_VERSION, deriveSearchText, snippetOfRow, termsOf } from './derived-text.ts';
import { descriptionSnippet } from './snippet.ts';
import { htmlToText, uniqueTokens } from './tokenize.ts';

describe('deriveSearchText', () => {
  /*
   * Stored search text is trusted by its version alone. If this fails, tokenize(), htmlToText()
   * or the snippet now make something else: bump DERIVED_TEXT_VERSION (so stored rows are worked
   * out again) and put the new fingerprint here.
   */
  it('makes the same text as when DERIVED_TEXT_VERSION was set', () => {
    const hash = createHash('sha256');
    for (const p of generateDemoPositions(300, { now: new Date('2026-01-01T00:00:00Z') })) {
      const d = deriveSearchText(p.descriptionHtml);
      hash.update(`${d.searchSnippet}\n${d.searchTerms}\n`);
    }
    expect({ version: DERIVED_TEXT_VERSION, fingerprint: hash.digest('hex').slice(0, 16) }).toEqual({
      version: 1,
      fingerprint: '271ee91cbab94572',
    });
  });

  it('stores every distinct index term of the description, and gives them back as they were', () => {
    const words = fc.constantFrom(
      'c++',
      'C#',
      '.NET',
      'node.js',
      'CI/CD',
      'R&D',
      'engineers',
      'São',
      'and',
      'Paulo',
      'x',
    );
    const html = fc
      .array(fc.oneof(words, fc.string({ maxLength: 12 })), { maxLength: 40 })
      .map((parts) => `<p>${parts.join(' ')}</p><ul><li>${parts.slice(0, 3).join(', ')}</li></ul>`);
    fc.assert(
      fc.property(html, (h) => {
        const d = deriveSearchText(h);
        expect(termsOf(d.searchTerms)).toEqual(uniqueTokens(htmlToText(h)));
        expect(d.searchSnippet).toBe(descriptionSnippet(h));
        expect(d.searchTextVersion).toBe(DERIVED_TEXT_VERSION);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a row’s stored snippet only when it is current', () => {
    const descriptionHtml = '<p>Build the platform every team runs on.</p>';
    const stored = {
      descriptionHtml,
      searchSnippet: 'Stored',
      searchTerms: 'build platform',
      searchTextVersion: DERIVED_TEXT_VERSION,
    };
    expect(snippetOfRow(stored)).toBe('Stored');
    expect(snippetOfRow({ ...stored, searchTextVersion: DERIVED_TEXT_VERSION - 1 })).toBe(
      'Build the platform every team runs on.',
    );
    expect(snippetOfRow({ ...stored, searchSnippet: null, searchTextVersion: null })).toBe(
      'Build the platform every team runs on.',
    );
  });
});
