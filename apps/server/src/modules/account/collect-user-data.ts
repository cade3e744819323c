import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { type UserTable, userTables } from './user-tables.ts';

export type Row = Record<string, unknown>;

export interface UserData {
  /** Rows by table name; a table with no row about the user is left out. */
  rows: Map<string, Row[]>;
  /** Rows owned by the user or linked to one they own (not those they merely acted on). */
  owned: Map<string, Row[]>;
}

const IN_CHUNK = 500;

async function select(db: Db, t: UserTable, where: SQL): Promise<Row[]> {
  return (await db.select().from(t.table).where(where)) as Row[];
}

/**
 * Every row about one user in every table the schema says can hold one (user-tables.ts):
 * rows they own, rows linked to those (transitively), and rows they acted on.
 */
export async function collectUserData(
  db: Db,
  tenantId: string,
  userId: string,
  tables: UserTable[] = userTables(),
): Promise<UserData> {
  const rows = new Map<string, Row[]>();
  const owned = new Map<string, Row[]>();
  const pending = [...tables];
  let progress = true;
  while (pending.length && progress) {
    progress = false;
    for (let i = 0; i < pending.length; i++) {
      const t = pending[i]!;
      // A table linked to another waits until that one's rows are known.
      if (t.children.some((c) => pending.some((p) => p.name === c.parent && p !== t))) continue;
      pending.splice(i--, 1);
      progress = true;
      const ownedBy: SQL[] = t.owner.map((c) => eq(c.column, userId));
      for (const link of t.children) {
        const values = [...new Set((owned.get(link.parent) ?? []).map((r) => r[link.parentKey]))];
        for (let k = 0; k < values.length; k += IN_CHUNK)
          ownedBy.push(inArray(link.column, values.slice(k, k + IN_CHUNK)));
      }
      const tenant = t.tenant ? eq(t.tenant.column, tenantId) : undefined;
      const own = ownedBy.length ? await select(db, t, and(tenant, or(...ownedBy))!) : [];
      const acted = t.reference.length
        ? await select(db, t, and(tenant, or(...t.reference.map((c) => eq(c.column, userId))))!)
        : [];
      const all = [...own];
      const seen = new Set(own.map((r) => JSON.stringify(r)));
      for (const r of acted) if (!seen.has(JSON.stringify(r))) all.push(r);
      if (own.length) owned.set(t.name, own);
      if (all.length) rows.set(t.name, all);
    }
  }
  if (pending.length) throw new Error(`circular links between ${pending.map((p) => p.name).join(', ')}`);
  return { rows, owned };
}

/** Every string value in the rows, nested JSON included. */
export function stringsIn(rows: Iterable<Row[]>): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 12 || v === null || v === undefined) return;
    if (typeof v === 'string') out.add(v);
    else if (v instanceof Date || v instanceof Uint8Array) return;
    else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const list of rows) for (const r of list) walk(r, 0);
  return out;
}

/**
 * The stored files the rows point to. Rows hold a file's id (a résumé's file_id), its key (an
 * offer document's original_key / signed_key, an avatar's key) or its key's last segment (a form
 * upload's fileId), so a file counts when any of these is a string in the rows.
 */
export async function fileKeysIn(db: Db, tenantId: string, rows: Iterable<Row[]>): Promise<string[]> {
  const strings = [...stringsIn(rows)].filter((s) => s.length >= 8 && s.length <= 500);
  const keys = new Set<string>();
  for (let k = 0; k < strings.length; k += IN_CHUNK) {
    const chunk = strings.slice(k, k + IN_CHUNK);
    const found = await db
      .select({ key: files.key })
      .from(files)
      .where(
        and(
          eq(files.tenantId, tenantId),
          or(
            inArray(files.key, chunk),
            inArray(sql`regexp_replace(${files.key}, '^.*/', '')`, chunk),
            // A row may point to a file by its id (a résumé's file_id).
            inArray(sql`${files.id}::text`, chunk),
          ),
        ),
      );
    for (const f of found) keys.add(f.key);
  }
  return [...keys].sort();
}
