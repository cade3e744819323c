import { stringify } from 'csv-stringify/sync';
import { defuseCell } from '../forms/responses-csv.ts';
import type { MemberRow } from './repository.ts';

const header = [
  'email',
  'status',
  'departments',
  'keywords',
  'place',
  'language',
  'joined_at',
  'confirmed_at',
];

/** The members as CSV (Windows line ends, formulas defused), the columns the admin list shows. */
export function membersCsv(rows: MemberRow[]): string {
  const records = rows.map((m) => [
    m.email,
    m.status,
    m.departments.join('; '),
    m.keywords,
    m.location,
    m.locale ?? '',
    m.createdAt.toISOString(),
    m.confirmedAt?.toISOString() ?? '',
  ]);
  return stringify(
    [header, ...records].map((cells) => cells.map(defuseCell)),
    {
      eof: true,
      record_delimiter: 'windows',
    },
  );
}
