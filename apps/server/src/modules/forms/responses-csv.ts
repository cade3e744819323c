import type { FormResponsesData } from '@opencareers/contracts/forms';
import { stringify } from 'csv-stringify/sync';
import { hiddenText } from './answer-text.ts';

/**
 * A spreadsheet would run a cell starting with =, +, - or @ (or a tab or carriage return that
 * hides one) as a formula: such a cell gets a leading quote (OWASP "CSV injection").
 */
export const defuseCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const fixedHeader = ['Submitted at', 'Name', 'Email', 'Form version'];

/** The CSV header: the fixed columns, then one per question (its label) in definition order. */
export const csvHeader = (columns: FormResponsesData['columns']) =>
  stringify([[...fixedHeader, ...columns.map((c) => c.label)].map(defuseCell)], {
    eof: true,
    record_delimiter: 'windows',
  });

/** Rows of one page of responses, in the columns of `csvHeader`. */
export function csvRows(page: Pick<FormResponsesData, 'columns' | 'responses'>): string {
  const records = page.responses.map((r) => [
    r.submittedAt,
    r.submitter?.name ?? '',
    r.submitter?.email ?? '',
    String(r.formVersion),
    ...page.columns.map((c) => (r.hidden.includes(c.name) ? hiddenText : (r.answers[c.name] ?? ''))),
  ]);
  return records.length
    ? stringify(
        records.map((cells) => cells.map(defuseCell)),
        { eof: true, record_delimiter: 'windows' },
      )
    : '';
}
