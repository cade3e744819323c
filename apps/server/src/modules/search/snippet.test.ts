import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionSnippet, detachedCopy, proseOf, snippetOf } from './snippet.ts';

describe('job snippets', () => {
  it('read as prose: headings are left out, paragraphs and list items keep their words apart', () => {
    const html =
      "<h3>About the role</h3><p>Do you want to build robots?</p><h3>What you'll do</h3><ul><li>Weld</li><li>Test</li></ul>";
    expect(proseOf(html)).toBe('Do you want to build robots? Weld Test');
    expect(descriptionSnippet(html).startsWith('Do you want')).toBe(true);
  });

  it('keep a description without headings whole, and decode entities', () => {
    expect(descriptionSnippet('<p>Pay &amp; benefits</p>')).toBe('Pay & benefits');
  });

  it('are at most 221 characters, cut at a word with an ellipsis, and a prefix of the text', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 80 }), (words) => {
        const text = words.join(' ');
        const cut = snippetOf(text);
        expect(cut.length).toBeLessThanOrEqual(221);
        if (text.length <= 220) expect(cut).toBe(text);
        else {
          expect(cut.endsWith('…')).toBe(true);
          expect(text.startsWith(cut.slice(0, -1))).toBe(true);
          expect(text[cut.length - 1]).toBe(' ');
        }
      }),
    );
  });

  it('are copies equal to what they copy, whatever the text (lone surrogates included)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(detachedCopy(text)).toBe(text);
      }),
    );
    expect(detachedCopy('\ud800 half \udfff')).toBe('\ud800 half \udfff');
  });

  it('are the same whether the description is read whole or only its first part', () => {
    const piece = fc.oneof(
      fc.constantFrom('<p>', '</p>', '<h2>', '</h2>', '<H3 class="x">', '</h3>', '<h4>', '</h5>'),
      fc.constantFrom('<br/>', '<ul>', '<li>', '</li>', '<strong>', '</strong>', '<a title="x>y">'),
      fc.constantFrom('&amp;', '&lt;', '&amp;lt;', '&nbsp;', ' ', '\n', '  ', '…', 'é'),
      fc.stringMatching(/^[a-z]{1,12}$/),
      fc.stringMatching(/^[a-z]{200,260}$/),
    );
    const html = fc.array(piece, { minLength: 100, maxLength: 900 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(html, (h) => {
        expect(descriptionSnippet(h)).toBe(snippetOf(proseOf(h)));
      }),
      // A failing case is reported as found: shrinking 900-part descriptions takes minutes.
      { numRuns: 300, endOnFailure: true },
    );
  });
});
