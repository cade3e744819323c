import type { FormResponseRow, FormResponsesData } from '@opencareers/contracts/forms';

export type ResponseEntry =
  | { name: string; label: string; kind: 'text'; text: string }
  | { name: string; label: string; kind: 'files'; files: FormResponseRow['files'] }
  | { name: string; label: string; kind: 'hidden' }
  | { name: string; label: string; kind: 'empty' };

/**
 * One response as the page lists it: every question of the form, in order, with its answer,
 * its files (as download links), "hidden" for a sealed SSN/SIN, or nothing when unanswered.
 */
export function responseEntries(
  columns: FormResponsesData['columns'],
  response: FormResponseRow,
): ResponseEntry[] {
  return columns.map(({ name, label }) => {
    if (response.hidden.includes(name)) return { name, label, kind: 'hidden' };
    const files = response.files.filter((f) => f.field === name);
    if (files.length) return { name, label, kind: 'files', files };
    const text = response.answers[name];
    return text ? { name, label, kind: 'text', text } : { name, label, kind: 'empty' };
  });
}

/** How many pages of `size` the total makes (at least one, so the pager has a page to show). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
