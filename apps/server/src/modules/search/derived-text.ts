import { descriptionSnippet } from './snippet.ts';
import { htmlToText, uniqueTokens } from './tokenize.ts';

/**
 * What the search index needs of a description, worked out when the job is saved and stored
 * with it (positions.search_*), not at every start. Turning 100,000 descriptions into text,
 * tokens and snippets was ~14 s of the 49 s index build, and reading the compressed HTML from
 * the embedded database most of another 11 s (a CPU profile, issue 19).
 *
 * Bump DERIVED_TEXT_VERSION whenever tokenize(), htmlToText() or the snippet change what they
 * make: rows stored under another version are worked out again (and stored) by the index
 * loader. derived-text.test.ts pins the output on a fixed text so a change cannot go unnoticed.
 */
export const DERIVED_TEXT_VERSION = 1;

export interface DerivedSearchText {
  /** The card's first ~220 characters of prose (snippet.ts). */
  searchSnippet: string;
  /** The description's distinct index terms, space-separated (no term holds a space). */
  searchTerms: string;
  searchTextVersion: number;
}

export const deriveSearchText = (descriptionHtml: string): DerivedSearchText => ({
  searchSnippet: descriptionSnippet(descriptionHtml),
  searchTerms: uniqueTokens(htmlToText(descriptionHtml)).join(' '),
  searchTextVersion: DERIVED_TEXT_VERSION,
});

/** The stored terms as a list again ("" is no terms). */
export const termsOf = (searchTerms: string): string[] => (searchTerms ? searchTerms.split(' ') : []);

type StoredColumns = {
  searchSnippet: string | null;
  searchTerms: string | null;
  searchTextVersion: number | null;
};

/** A row's stored search text when it is there and current; null when it must be worked out. */
export const currentSearchText = (r: StoredColumns): DerivedSearchText | null =>
  r.searchTextVersion === DERIVED_TEXT_VERSION && r.searchSnippet !== null && r.searchTerms !== null
    ? { searchSnippet: r.searchSnippet, searchTerms: r.searchTerms, searchTextVersion: r.searchTextVersion }
    : null;

/** A row's snippet: the stored one when it is current, else worked out from its description. */
export const snippetOfRow = (r: StoredColumns & { descriptionHtml: string }): string =>
  currentSearchText(r)?.searchSnippet ?? descriptionSnippet(r.descriptionHtml);
