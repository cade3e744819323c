import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html.ts';

describe('emailHtml', () => {
  it('names the language and direction, escapes the text and links the addresses', () => {
    const html = emailHtml(
      'Offer for <b>R&D</b> "lead"\n\nOpen: https://jobs.example/careers/offer/1?a=1&b=2.',
      'Job offer <x>',
      'ar',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Job offer &lt;x&gt;</title>');
    expect(html).toContain('<p>Offer for &lt;b&gt;R&amp;D&lt;/b&gt; &quot;lead&quot;</p>');
    // The sentence's full stop stays outside the link.
    expect(html).toContain(
      '<p>Open: <a href="https://jobs.example/careers/offer/1?a=1&amp;b=2">https://jobs.example/careers/offer/1?a=1&amp;b=2</a>.</p>',
    );
    expect(html).not.toContain('<b>');
  });

  it('cannot be broken out of by a link that carries markup', () => {
    const html = emailHtml('See https://x.example/"><script>alert(1)</script>', 'S', 'de');
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://x.example/">https://x.example/</a>&quot;&gt;&lt;script&gt;');
  });

  it('keeps isolated values out of the links next to them, in the text and the HTML alike', () => {
    const text =
      'افتح \u2068Northwind Labs\u2069: https://jobs.example/careers/offer/1\u2069 \u2068C++\u2069';
    const html = emailHtml(text, 'S', 'ar');
    expect(html).toContain('\u2068Northwind Labs\u2069');
    expect(html).toContain(
      '<a href="https://jobs.example/careers/offer/1">https://jobs.example/careers/offer/1</a>\u2069',
    );
  });
});
