// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('removes scripts, handlers and styles', () => {
    const out = sanitizeDescription(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=y>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('demotes top-level headings and makes links open safely', () => {
    expect(sanitizeDescription('<h1>About</h1><h2 class="a">Team</h2>')).toBe(
      '<h3>About</h3><h3 class="a">Team</h3>',
    );
    expect(sanitizeDescription('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
