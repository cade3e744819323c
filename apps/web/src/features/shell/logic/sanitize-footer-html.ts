import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { purifyWindow } from '../../../lib/sanitize/purify-window.ts';
import { rememberRecent } from '../../../lib/sanitize/remember-recent.ts';

/*
 * Footer HTML is written by tenant admins and sanitised by the server when saved; it is
 * sanitised again here because the browser is the last line of defence. Styles are dropped so
 * a footer cannot restyle or overlay the rest of the page, ids are namespaced so it cannot
 * clobber the app's, and new-tab links cannot reach back into the page.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'dialog'],
  FORBID_ATTR: ['style', 'tabindex', 'autofocus'],
  SANITIZE_NAMED_PROPS: true,
  // Footers commonly open policy pages in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
};

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(purifyWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // No instanceof Element: on the server the window is jsdom's, not a global (lib/sanitize).
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Kept: the footer is the same on every page (a few, while its settings are edited). */
export const sanitizeFooterHtml = rememberRecent((html: string): string => {
  if (!html.trim()) return '';
  return getPurifier().sanitize(html, config).trim();
}, 4);
