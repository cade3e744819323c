/*
 * Lists of names in the reader's language, through Intl.ListFormat (issue 21 item 4): "Ana,
 * Ben and Chloé" in English, "Ana, Ben und Chloé" in German, "Ana، وBen" in Arabic. No
 * hand-written separators. Falls back to English for a tag Intl refuses.
 */

type ListType = 'conjunction' | 'disjunction' | 'unit';

function listFormat(language: string, type: ListType): Intl.ListFormat {
  try {
    return new Intl.ListFormat(language, { style: 'long', type });
  } catch {
    return new Intl.ListFormat('en', { style: 'long', type });
  }
}

/** "a, b and c": the items all hold. */
export const formatList = (items: readonly string[], language: string): string =>
  listFormat(language, 'conjunction').format(items);

/** "a, b or c": one of the items. */
export const formatAlternatives = (items: readonly string[], language: string): string =>
  listFormat(language, 'disjunction').format(items);
