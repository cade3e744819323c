import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface ScanHit {
  table: string;
  column: string;
  needle: string;
  count: number;
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(r: Rows<T>): T[] => (Array.isArray(r) ? r : r.rows);

/**
 * Looks for each needle in every text, varchar, json, jsonb, uuid and array column of every
 * table of the current schema (information_schema, so nothing is left out), case-insensitively.
 */
export async function scanAllTables(db: Db, needles: string[]): Promise<ScanHit[]> {
  const columns = rowsOf(
    (await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'uuid', 'ARRAY')
      order by 1, 2`)) as unknown as Rows<{ table_name: string; column_name: string }>,
  );
  const hits: ScanHit[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const pattern = `%${needle.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const [row] = rowsOf(
        (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${pattern}`,
        )) as unknown as Rows<{ n: number }>,
      );
      if (row && Number(row.n) > 0)
        hits.push({ table: table_name, column: column_name, needle, count: Number(row.n) });
    }
  }
  return hits;
}

/** How many tables and columns the scan looks at (to prove it is not looking at nothing). */
export async function scannedColumnCount(db: Db): Promise<number> {
  const [row] = rowsOf(
    (await db.execute(sql`
      select count(*)::int as n from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'uuid', 'ARRAY')`)) as unknown as Rows<{
      n: number;
    }>,
  );
  return Number(row!.n);
}
