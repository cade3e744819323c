import {
  type ColumnMapping,
  type ImportFormat,
  type ImportRowError,
  type ImportSource,
  requiredImportFields,
} from '@opencareers/contracts/admin-import';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { HttpError } from '../../lib/http-error.ts';
import { type ImportPosition, importPositionSchema } from '../positions/import-schema.ts';
import { csvItem } from './csv-items.ts';
import { CsvSyntaxError, readCsv } from './csv-rows.ts';
import { guessMapping } from './guess-mapping.ts';
import { fromJobPosting, jobPostingsOf } from './json-ld.ts';

/** A row of the file before checking: where it is, and the item it gives. */
interface RawRow {
  line: number;
  item: unknown;
}

export interface CheckedRows {
  valid: { line: number; position: ImportPosition }[];
  errors: ImportRowError[];
  refused: number;
  rows: number;
}

const fileError = (message: string) =>
  new HttpError(400, errorCodes.validation, message, { content: message });

const parseJson = (content: string): unknown => {
  try {
    return JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw fileError(`The file is not valid JSON: ${(err as Error).message}`);
  }
};

/** What the file holds, from its first character and, for JSON, whether it speaks schema.org. */
export function detectFormat(content: string, fileName = ''): ImportFormat {
  const start = content.replace(/^\uFEFF/, '').trimStart()[0];
  if (start !== '[' && start !== '{') return 'csv';
  if (
    /\.jsonld$/i.test(fileName) ||
    /"@type"\s*:\s*"(https:\/\/schema\.org\/)?JobPosting"/.test(content.slice(0, 20000))
  )
    return 'jsonld';
  return 'json';
}

export function csvMappingOrGuess(
  headers: readonly string[],
  mapping: ColumnMapping | undefined,
): ColumnMapping {
  const chosen = mapping ?? guessMapping(headers);
  for (const [field, header] of Object.entries(chosen)) {
    if (header && !headers.includes(header))
      throw new HttpError(400, errorCodes.validation, `The file has no column "${header}"`, {
        [`mapping.${field}`]: `The file has no column "${header}"`,
      });
  }
  const missing = requiredImportFields.filter((f) => !chosen[f]);
  if (missing.length)
    throw new HttpError(400, errorCodes.validation, `Choose a column for: ${missing.join(', ')}`, {
      ...Object.fromEntries(missing.map((f) => [`mapping.${f}`, 'Choose a column'])),
    });
  return chosen;
}

function rawRows(source: ImportSource): RawRow[] {
  if (source.format === 'csv') {
    let table: ReturnType<typeof readCsv>;
    try {
      table = readCsv(source.content);
    } catch (err) {
      if (err instanceof CsvSyntaxError) throw fileError(`Line ${err.line}: ${err.message}`);
      throw err;
    }
    if (!table.headers.length) throw fileError('The file has no header line');
    const mapping = csvMappingOrGuess(table.headers, source.mapping);
    return table.records.map((r) => ({ line: r.line, item: csvItem(table.headers, r.values, mapping) }));
  }
  const doc = parseJson(source.content);
  if (source.format === 'jsonld')
    return jobPostingsOf(doc).map((p, i) => ({ line: i + 1, item: fromJobPosting(p) }));
  if (!Array.isArray(doc)) throw fileError('A JSON import is a list of positions ([ … ])');
  return doc.map((item, i) => ({ line: i + 1, item }));
}

/** CSV columns fill a location's fields; the error names the column's field, not the nested path. */
const fieldOf = (format: ImportFormat, path: PropertyKey[]) =>
  format === 'csv' && path[0] === 'locations' && path.length > 2
    ? String(path[2])
    : path.map(String).join('.') || 'row';

const externalIdOf = (item: unknown) => {
  const id = (item as { externalId?: unknown } | null)?.externalId;
  return typeof id === 'string' ? id.trim().slice(0, 64) || null : null;
};

/** Every row checked by the import schema; a row with any error is refused whole, never half-written. */
export function checkRows(source: ImportSource, errorLimit: number): CheckedRows {
  const raw = rawRows(source);
  const valid: CheckedRows['valid'] = [];
  const errors: ImportRowError[] = [];
  const firstLine = new Map<string, number>();
  let refused = 0;
  const refuse = (rowErrors: ImportRowError[]) => {
    refused++;
    for (const e of rowErrors) if (errors.length < errorLimit) errors.push(e);
  };
  for (const { line, item } of raw) {
    const externalId = externalIdOf(item);
    if ((item as { notJobPosting?: boolean })?.notJobPosting) {
      refuse([{ line, externalId, field: '@type', message: 'Not a schema.org JobPosting' }]);
      continue;
    }
    // A field missing from a row (or a CSV column left unmapped) says so, not zod's "expected string, received undefined".
    const parsed = importPositionSchema.safeParse(item, {
      error: (issue) => (issue.input === undefined ? 'Required, but missing from this row' : undefined),
    });
    if (!parsed.success) {
      refuse(
        parsed.error.issues.map((i) => ({
          line,
          externalId,
          field: fieldOf(source.format, i.path),
          message: i.message,
        })),
      );
      continue;
    }
    const seen = firstLine.get(parsed.data.externalId);
    if (seen !== undefined) {
      refuse([{ line, externalId, field: 'externalId', message: `The same external id is on line ${seen}` }]);
      continue;
    }
    firstLine.set(parsed.data.externalId, line);
    valid.push({ line, position: parsed.data });
  }
  return { valid, errors, refused, rows: raw.length };
}

/** The inspect step: the format, and for CSV the headers, a guessed mapping and the first rows. */
export function inspect(content: string, fileName?: string) {
  const format = detectFormat(content, fileName);
  if (format !== 'csv') {
    const doc = parseJson(content);
    const rows = format === 'jsonld' ? jobPostingsOf(doc).length : Array.isArray(doc) ? doc.length : 0;
    return { format, headers: [], mapping: {}, sample: [], rows };
  }
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(content);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw fileError(`Line ${err.line}: ${err.message}`);
    throw err;
  }
  if (!table.headers.length) throw fileError('The file has no header line');
  return {
    format,
    headers: table.headers,
    mapping: guessMapping(table.headers),
    sample: table.records.slice(0, 5).map((r) => r.values),
    rows: table.records.length,
  };
}
