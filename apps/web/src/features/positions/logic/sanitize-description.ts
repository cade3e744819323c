import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { purifyWindow } from '../../../lib/sanitize/purify-window.ts';

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

export function sanitizeDescription(html: string): string {
  const clean = getPurifier().sanitize(html, config) as string;
  // h1/h2 inside a description would sit above the job title in the outline.
  return clean.replace(/<(\/?)h[12](\s|>)/gi, '<$1h3$2');
}
