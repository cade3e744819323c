import { htmlToText } from './tokenize.ts';

const SNIPPET = 220;

/**
 * A copy of `s` that keeps no larger string alive. V8 makes a slice a view into the string it
 * was cut from, so each 220-character snippet cut from a description held that description's
 * whole text: at 100,000 positions, 200 MB of the server's heap (a heap snapshot, issue 19).
 * A JSON round trip makes a new string and is exact for every string, lone surrogates included.
 */
export const detachedCopy = (s: string): string => JSON.parse(JSON.stringify(s));

/** Cut at a word before `SNIPPET` characters, with an ellipsis when anything was cut. */
export const snippetOf = (text: string): string =>
  text.length <= SNIPPET
    ? detachedCopy(text)
    : detachedCopy(`${text.slice(0, text.lastIndexOf(' ', SNIPPET)).trimEnd()}…`);

// Headings label a description's parts ("About the role", "What you'll do"): in a card's one
// or two lines they read as a stutter before the first sentence, so the snippet leaves them out.
// Descriptions are sanitised HTML (positions service), so a heading is one well-formed element.
const headings = /<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi;

/** The description as prose for a result card or a meta description: its text without headings. */
export const proseOf = (html: string): string => htmlToText(html.replace(headings, ' '));

/** How much of a description a snippet reads first: a card needs its first ~220 characters. */
const SNIPPET_HTML_HEAD = 768;
const headingOpen = /<h[1-6]/i;

/**
 * The prose of a description's first part, when that is enough for a snippet and certainly the
 * start of the whole description's prose: the part ends just after a tag (no tag or entity is
 * cut) and every heading that opens in it closes in it. Else null, and the whole is read.
 * Every description is turned to text whole for the index; for its snippet, the first 768
 * characters are enough nearly always: 20,000 demo descriptions (2.5 kB on average) took
 * 700–1,100 ms whole and 260–320 ms this way, with identical snippets (issue 19).
 */
function proseOfHead(html: string): string | null {
  if (html.length <= SNIPPET_HTML_HEAD) return null;
  const end = html.lastIndexOf('>', SNIPPET_HTML_HEAD - 1) + 1;
  if (end === 0) return null;
  const withoutHeadings = html.slice(0, end).replace(headings, ' ');
  if (headingOpen.test(withoutHeadings)) return null;
  const prose = htmlToText(withoutHeadings);
  // Long enough that the cut (a space at or before SNIPPET) falls inside it.
  return prose.length > SNIPPET + 1 && prose.lastIndexOf(' ', SNIPPET) >= 0 ? prose : null;
}

/** A job's snippet: the first ~220 characters of its prose. */
export const descriptionSnippet = (html: string): string => snippetOf(proseOfHead(html) ?? proseOf(html));
