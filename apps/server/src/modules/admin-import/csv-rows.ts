import { parse } from 'csv-parse/sync';

export interface CsvTable {
  headers: string[];
  /** Each record with the line it starts on (1-based, counting the header line). */
  records: { line: number; values: string[] }[];
}

/** The delimiter the header line uses most: comma, semicolon (European spreadsheets) or tab. */
const delimiterOf = (content: string) => {
  const firstLine = content.slice(0, content.indexOf('\n') >>> 0 || content.length);
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
};

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Parses CSV text (quoted fields may span lines); a syntax error names its line. */
export function readCsv(content: string): CsvTable {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(content.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(content),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as never;
  } catch (err) {
    const e = err as { message: string; lines?: number };
    throw new CsvSyntaxError(e.message, e.lines ?? 0);
  }
  const [head, ...body] = rows;
  if (!head) return { headers: [], records: [] };
  let previousEnd = head.info.lines;
  const records = body.map((r) => {
    // info.lines is the line a record ends on; it starts on the line after the previous one ended (empty lines skipped aside).
    const record = { line: previousEnd + 1, values: r.record };
    previousEnd = r.info.lines;
    return record;
  });
  return { headers: head.record, records };
}
