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

/** A job's snippet: the first ~220 characters of its prose. */
export const descriptionSnippet = (html: string): string => snippetOf(proseOf(html));
