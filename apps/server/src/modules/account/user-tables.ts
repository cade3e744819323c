import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * Which tables hold rows about a user, found by reading the Drizzle schema rather than by a
 * hand-kept list, so a table added later is exported and erased without touching this module
 * (docs/account.md):
 * - owner columns: a foreign key to users.id that deletes with the user, or a uuid column named
 *   user_id / candidate_id (e.g. analytics events, which keep no foreign key);
 * - reference columns: any other foreign key to users.id (created_by, actor_id, …): rows the
 *   user acted on, exported but not owned;
 * - child links: a foreign key that deletes with a row owned by the user (offer documents of
 *   their offers, status history of their applications), followed transitively.
 */

export interface ColumnRef {
  /** The property name in selected rows. */
  key: string;
  column: PgColumn;
}

export interface ChildLink extends ColumnRef {
  parent: string;
  parentKey: string;
}

export interface UserTable {
  name: string;
  table: PgTable;
  tenant?: ColumnRef;
  owner: ColumnRef[];
  reference: ColumnRef[];
  children: ChildLink[];
}

type TableConfig = ReturnType<typeof getTableConfig<PgTable>>;
type FkRef = ReturnType<TableConfig['foreignKeys'][number]['reference']>;

const ownerColumnNames = new Set(['user_id', 'candidate_id']);

const keyOf = (table: PgTable, column: PgColumn): string => {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} not in its table`);
  return entry[0];
};

/** Every table of `source` (a schema module) that can hold a row about a user, users first. */
export function userTables(source: Record<string, unknown> = schema): UserTable[] {
  const tables = Object.values(source).filter((v): v is PgTable => is(v, PgTable));
  const usersTable = tables.find((t) => getTableConfig(t).name === 'users');
  if (!usersTable) throw new Error('the schema has no users table');
  const found = new Map<string, UserTable>();
  const entry = (table: PgTable): UserTable => {
    const name = getTableConfig(table).name;
    let e = found.get(name);
    if (!e) {
      const tenantColumn = getTableConfig(table).columns.find((c) => c.name === 'tenant_id');
      e = {
        name,
        table,
        tenant: tenantColumn ? { key: keyOf(table, tenantColumn), column: tenantColumn } : undefined,
        owner: [],
        reference: [],
        children: [],
      };
      found.set(name, e);
    }
    return e;
  };

  const usersId = getTableConfig(usersTable).columns.find((c) => c.name === 'id')!;
  entry(usersTable).owner.push({ key: keyOf(usersTable, usersId), column: usersId });

  for (const table of tables) {
    if (table === usersTable) continue;
    const cfg: TableConfig = getTableConfig(table);
    const fkToUsers = new Map<PgColumn, string | undefined>();
    for (const fk of cfg.foreignKeys) {
      const ref: FkRef = fk.reference();
      if (ref.foreignTable === usersTable && ref.columns.length === 1)
        fkToUsers.set(ref.columns[0]!, fk.onDelete);
    }
    for (const column of cfg.columns) {
      const onDelete = fkToUsers.get(column);
      const named = ownerColumnNames.has(column.name) && column.getSQLType() === 'uuid';
      if (onDelete === 'cascade' || named) entry(table).owner.push({ key: keyOf(table, column), column });
      else if (fkToUsers.has(column)) entry(table).reference.push({ key: keyOf(table, column), column });
    }
  }

  // Child links: rows that are deleted with a row the user owns. Repeat until nothing is added.
  const owns = (name: string) => {
    const e = found.get(name);
    return !!e && (e.owner.length > 0 || e.children.length > 0);
  };
  let added = true;
  while (added) {
    added = false;
    for (const table of tables) {
      const cfg: TableConfig = getTableConfig(table);
      for (const fk of cfg.foreignKeys) {
        const ref: FkRef = fk.reference();
        const parentName = getTableConfig(ref.foreignTable).name;
        if (fk.onDelete !== 'cascade' || ref.columns.length !== 1 || ref.foreignTable === usersTable)
          continue;
        if (parentName === cfg.name || !owns(parentName)) continue;
        const column = ref.columns[0]!;
        const e = entry(table);
        if (e.children.some((c) => c.column === column)) continue;
        e.children.push({
          key: keyOf(table, column),
          column,
          parent: parentName,
          parentKey: keyOf(ref.foreignTable, ref.foreignColumns[0]!),
        });
        added = true;
      }
    }
  }
  return [...found.values()]
    .filter((e) => e.owner.length + e.reference.length + e.children.length > 0)
    .sort((a, b) => (a.name === 'users' ? -1 : b.name === 'users' ? 1 : a.name.localeCompare(b.name)));
}
