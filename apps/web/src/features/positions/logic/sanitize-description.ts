import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { purifyWindow } from '../../../lib/sanitize/purify-window.ts';
import { rememberRecent } from '../../../lib/sanitize/remember-recent.ts';

/*
 * Job descriptions are sanitised by the server on import; they are sanitised again here since
 * the browser is the last line of defence. Headings are demoted so a description cannot break
 * the page's outline, and styles are dropped so it cannot restyle the page.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'dialog', 'img', 'iframe'],
  FORBID_ATTR: ['style', 'tabindex', 'autofocus', 'id'],
  ADD_ATTR: ['target'],
};

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(purifyWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // No instanceof Element: on the server the window is jsdom's, not a global (lib/sanitize).
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** The last 50 descriptions cleaned (a few MB at most; the shown jobs come back often). */
const cleaned = rememberRecent((html: string) => getPurifier().sanitize(html, config) as string, 50);

/**
 * A description's headings, moved as a block so its highest becomes `topLevel` (the level just
 * under the job's title where it is shown: 2 on the job page, 3 beside the search results),
 * keeping their order among themselves, and never above h6. A heading above the title would
 * break the page's outline, and one that skips a level is a heading-order failure for screen
 * readers (Lighthouse found an h3 right under the job page's h1).
 */
export function sanitizeDescription(html: string, topLevel: 2 | 3 = 3): string {
  const clean = cleaned(html);
  const levels = [...clean.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return clean;
  const shift = topLevel - Math.min(...levels);
  return clean.replace(
    /<(\/?)h([1-6])(\s|>)/gi,
    (_, slash: string, level: string, after: string) =>
      `<${slash}h${Math.min(6, Number(level) + shift)}${after}`,
  );
}
