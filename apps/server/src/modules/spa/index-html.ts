import fs from 'node:fs';
import path from 'node:path';
import { findUiLocale } from '@opencareers/contracts/ui-locales';

export const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface PageShell {
  csrfToken: string;
  /** The company's default language (docs/i18n.md). */
  lang: string;
  /** The languages the company's site offers; empty offers every one with a translation. */
  locales?: readonly string[];
  title: string;
  description: string;
  /** Further head elements (canonical link, Open Graph, JSON-LD), already escaped. */
  extraHead?: string;
  /**
   * Server-rendered content placed in the root element; the app hydrates it (or replaces it).
   * With it, the app's scripts start after the page's first paint (startAppAfterPaint).
   */
  bodyHtml?: string;
}

/** The page's helper before the app (apps/web/public/before-app.js), as the build writes it. */
const beforeAppTag = '<script src="/before-app.js" async></script>';

/**
 * A server-rendered page's scripts, started after its first paint: the app's entry script and
 * every module preload (the entry's, written by the build, and the route's, in `extraHead`) are
 * taken out of the head and handed to before-app.js, which adds them once the parsed page has
 * been painted (why: that file's comment, issue 17). A page without that script, or without an
 * entry, is left as it is, so the app always starts.
 */
export function startAppAfterPaint(html: string): string {
  if (!html.includes(beforeAppTag)) return html;
  let entry: string | null = null;
  const preloads: string[] = [];
  const stripped = html
    .replace(/<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>\n?/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\n?/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entry === null) return html;
  // The values come from the page as written (already escaped for an attribute).
  return stripped.replace(
    beforeAppTag,
    () =>
      `<script src="/before-app.js" async data-app-entry="${entry}" data-app-preload="${preloads.join(' ')}"></script>`,
  );
}

const fallbackHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenCareers</title>
<meta name="csrf-token" content=""></head><body><main><h1>OpenCareers</h1>
<p>The web app has not been built. Run <code>npm run build</code> and restart the server.</p></main></body></html>`;

/**
 * The built index.html, read once at start, with the per-request values filled in: the
 * CSRF token meta value (spec form-toolkit §7), the company's default and offered languages
 * (the app picks the visitor's language among them before boot answers) and a title and
 * description for crawlers and link previews.
 */
export function loadIndexHtml(distDir: string): { render(shell: PageShell): string; built: boolean } {
  const file = path.join(distDir, 'index.html');
  const built = fs.existsSync(file);
  const template = built ? fs.readFileSync(file, 'utf8') : fallbackHtml;
  return {
    built,
    // Every value goes in through a replacer function: a replacement *string* would read "$&",
    // "$'", "$`" or "$1" in a job title or company name as a pattern (issue 13).
    render: (shell) => {
      const page = template
        .replace(
          /<html lang="[^"]*"/,
          () =>
            // The direction with the language, so a right-to-left page is mirrored from its
            // first paint (a server-rendered one is on screen before the app runs).
            `<html lang="${escapeAttr(shell.lang)}" dir="${findUiLocale(shell.lang)?.direction ?? 'ltr'}"` +
            (shell.locales?.length ? ` data-locales="${escapeAttr(shell.locales.join(' '))}"` : ''),
        )
        .replace(
          /<meta name="csrf-token" content="[^"]*"\s*\/?>/,
          () => `<meta name="csrf-token" content="${escapeAttr(shell.csrfToken)}">`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(shell.title)}</title>`)
        .replace(
          '</head>',
          () =>
            `<meta name="description" content="${escapeAttr(shell.description)}">\n${shell.extraHead ?? ''}</head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${shell.bodyHtml ?? ''}</div>`);
      return shell.bodyHtml ? startAppAfterPaint(page) : page;
    },
  };
}
