import escapeHtml from 'escape-html';
import { directionOf } from './server-messages.ts';

// An address ends at a bidi isolate too (U+2066–U+2069): a value isolated in a right-to-left
// email (server-messages.ts) is never part of the link after it.
const urlPattern = /https?:\/\/[^\s<>"\u2066-\u2069]+/g;

/** One line of the text with its addresses as links; everything else escaped. */
function lineHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const at = match.index;
    html += `${escapeHtml(line.slice(from, at))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = at + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/**
 * The HTML part of an email, made from its text so the two never disagree: `<html lang dir>`
 * tells mail clients and screen readers the language and direction (Arabic and Hebrew read
 * right to left); paragraphs are the text's blank-line blocks; addresses become links.
 */
export function emailHtml(text: string, subject: string, locale: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body>\n${paragraphs}\n</body>`,
    '</html>',
    '',
  ].join('\n');
}
