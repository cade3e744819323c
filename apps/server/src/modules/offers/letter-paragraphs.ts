import { fillMergeFields, mergeFieldsIn } from '@opencareers/contracts/letter-templates';

/**
 * A checked template filled in for one offer: paragraphs (split at blank lines), each a list of
 * lines (split at single line breaks). A paragraph that uses a field with no value is left
 * out whole, so the letter never says "Your start date is ." (docs/offers.md "Letter templates").
 */
export function letterParagraphs(template: string, values: Record<string, string | null>): string[][] {
  return template
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .filter((p) => p.trim() !== '')
    .filter((p) => mergeFieldsIn(p).every((name) => values[name] != null))
    .map((p) =>
      p
        .split('\n')
        .map((line) => fillMergeFields(line, values).trim())
        .filter((line) => line !== ''),
    );
}
