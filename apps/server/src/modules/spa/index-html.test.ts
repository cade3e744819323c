import { describe, expect, it } from 'vitest';
import { startAppAfterPaint } from './index-html.ts';

// The head as the web build writes it (apps/web/index.html after Vite), with a route's preload.
const head = (extra = '') =>
  `<head><title>Careers</title>\n<script src="/before-app.js" async></script>\n<script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">\n<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/first-view-Ef56.js">\n${extra}</head>`;

describe('startAppAfterPaint', () => {
  it("hands the entry and every module preload to before-app.js, keeping the page's stylesheets", () => {
    const html = startAppAfterPaint(
      `<!doctype html><html>${head('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-page-Gh78.js">\n')}<body><div id="root"><h1>Jobs</h1></div></body></html>`,
    );
    expect(html).toContain(
      '<script src="/before-app.js" async data-app-entry="/assets/index-Ab12.js" data-app-preload="/assets/first-view-Ef56.js /assets/search-page-Gh78.js"></script>',
    );
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
    expect(html).toContain('<div id="root"><h1>Jobs</h1></div>');
  });

  it('leaves a page alone when before-app.js or the entry is not in it, so the app still starts', () => {
    const withoutHelper = head().replace('<script src="/before-app.js" async></script>\n', '');
    expect(startAppAfterPaint(withoutHelper)).toBe(withoutHelper);
    const withoutEntry = head().replace(/<script type="module"[^>]*><\/script>\n/, '');
    expect(startAppAfterPaint(withoutEntry)).toBe(withoutEntry);
  });
});
