/**
 * A job's title and text are in the language it was written in (issue 21 item 5), which may
 * not be the page's: a Portuguese job on an English search page. The element showing them
 * gets that language as `lang`, so a screen reader reads it in a Portuguese voice and the
 * browser hyphenates and picks fonts for Portuguese. On a page in the job's own language the
 * element simply inherits the page's `lang`.
 */

const canonical = (tag: string): string => {
  try {
    return (Intl.getCanonicalLocales(tag)[0] ?? tag).toLowerCase();
  } catch {
    return tag.toLowerCase();
  }
};

/**
 * The `lang` for a job's content: its own language, else the company's default (a job without
 * one is written in it); undefined when that is the page's language.
 */
export function contentLang(
  jobLanguage: string | null | undefined,
  companyDefault: string,
  pageLanguage: string,
): string | undefined {
  const content = jobLanguage || companyDefault;
  return canonical(content) === canonical(pageLanguage) ? undefined : content;
}
