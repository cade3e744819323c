// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('removes scripts, handlers and styles', () => {
    const out = sanitizeDescription(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=y>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('moves headings under the title as a block and makes links open safely', () => {
    expect(sanitizeDescription('<h1>About</h1><h2 class="a">Team</h2>')).toBe(
      '<h3>About</h3><h4 class="a">Team</h4>',
    );
    // On the job page the title is h1: a description's h3s become h2s, not a skipped level.
    expect(sanitizeDescription('<h3>About the role</h3><p>x</p><h4>Stack</h4>', 2)).toBe(
      '<h2>About the role</h2><p>x</p><h3>Stack</h3>',
    );
    expect(sanitizeDescription('<h2>A</h2><h6>deep</h6>', 3)).toBe('<h3>A</h3><h6>deep</h6>');
    expect(sanitizeDescription('<p>No headings</p>', 2)).toBe('<p>No headings</p>');
    expect(sanitizeDescription('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizeDescription headings, generated', () => {
  it('puts the highest heading at the level asked for, keeps the others in order, never past h6', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(2 as const, 3 as const),
        (levels, top) => {
          const html = levels.map((l, i) => `<h${l}>t${i}</h${l}>`).join('');
          const out = [...sanitizeDescription(html, top).matchAll(/<h([1-6])>t(\d+)<\/h\1>/g)].map((m) =>
            Number(m[1]),
          );
          expect(out).toHaveLength(levels.length);
          expect(Math.min(...out)).toBe(top);
          const shift = top - Math.min(...levels);
          expect(out).toEqual(levels.map((l) => Math.min(6, l + shift)));
        },
      ),
    );
  });
});
