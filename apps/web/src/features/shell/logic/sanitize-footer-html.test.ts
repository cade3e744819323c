// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeFooterHtml } from './sanitize-footer-html.ts';

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('sanitizeFooterHtml', () => {
  it('keeps ordinary footer markup', () => {
    const out = parse(
      sanitizeFooterHtml(
        '<p>© Acme <a href="https://acme.example/privacy">Privacy</a></p><ul><li>x</li></ul>',
      ),
    );
    expect(out.querySelector('a')?.getAttribute('href')).toBe('https://acme.example/privacy');
    expect(out.querySelector('a')?.textContent).toBe('Privacy');
    expect(out.querySelectorAll('li')).toHaveLength(1);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeFooterHtml(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|iframe/i);
  });

  it('drops styles and forms so a footer cannot overlay or phish the page', () => {
    const out = sanitizeFooterHtml(
      '<style>body{display:none}</style><div style="position:fixed;inset:0">x</div><form action="https://evil"><input name="password"></form>',
    );
    expect(out).not.toMatch(/style|position|form|input/i);
    expect(parse(out).textContent).toBe('x');
  });

  it('makes new-tab links unable to reach back into the page', () => {
    const link = parse(
      sanitizeFooterHtml('<a href="https://acme.example" target="_blank">Acme</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('namespaces ids so footer markup cannot clobber the app', () => {
    const out = parse(sanitizeFooterHtml('<p id="main-content">x</p>'));
    expect(out.querySelector('#main-content')).toBeNull();
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeFooterHtml('   ')).toBe('');
  });
});
