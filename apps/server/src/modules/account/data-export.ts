import { getTableColumns } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { collectUserData, fileKeysIn, type Row } from './collect-user-data.ts';
import { type UserTable, userTables } from './user-tables.ts';

/**
 * Columns never handed out, even to their owner: secrets that would help an attacker who got
 * hold of the archive (password and token hashes, session ids and session contents) and
 * answers sealed with the site's key (social numbers: shown to the company's staff only).
 */
const withheldColumns = new Set(['password_hash', 'token_hash', 'id_hash', 'sensitive_answers']);
const withheldTableColumns = new Set(['sessions.data']);

function publicRow(t: UserTable, row: Row): Row {
  const out: Row = {};
  const columns = getTableColumns(t.table);
  for (const [key, value] of Object.entries(row)) {
    const name = columns[key]?.name ?? key;
    if (withheldColumns.has(name) || withheldTableColumns.has(`${t.name}.${name}`)) {
      if (value !== null) out[key] = '[withheld]';
      continue;
    }
    out[key] = value instanceof Uint8Array ? `[${value.byteLength} bytes]` : value;
  }
  return out;
}

const safeSegment = (s: string) => s.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';

export interface ExportExtras {
  /** Extra JSON documents at the archive's top level, e.g. profile.json. */
  documents?: Record<string, unknown>;
}

/**
 * The "download my data" archive: README.txt, one JSON file per table under tables/ with every
 * row about the user, and every stored file those rows point to under files/.
 */
export async function buildDataExport(
  db: Db,
  storage: FileStorage,
  user: { tenantId: string; id: string; email: string },
  extras: ExportExtras = {},
  tables: UserTable[] = userTables(),
): Promise<Uint8Array> {
  const { rows } = await collectUserData(db, user.tenantId, user.id, tables);
  const byName = new Map(tables.map((t) => [t.name, t]));
  const zip: Zippable = {};
  const json = (v: unknown) => strToU8(`${JSON.stringify(v, null, 2)}\n`);
  for (const [name, list] of rows)
    zip[`tables/${name}.json`] = json(list.map((r) => publicRow(byName.get(name)!, r)));
  for (const [name, doc] of Object.entries(extras.documents ?? {})) zip[name] = json(doc);

  const fileList: { key: string; path: string; contentType: string; size: number }[] = [];
  for (const key of await fileKeysIn(db, user.tenantId, rows.values())) {
    const file = await storage.get(db, user.tenantId, key);
    if (!file) continue;
    const path = `files/${safeSegment(key.replaceAll('/', '_'))}/${safeSegment(file.filename)}`;
    zip[path] = [file.content, { level: 0 }];
    fileList.push({ key, path, contentType: file.contentType, size: file.size });
  }
  zip['files.json'] = json(fileList);
  zip['README.txt'] = strToU8(
    [
      `Your data, exported ${new Date().toISOString()} for ${user.email}.`,
      '',
      'tables/<table>.json  every row about you, one file per database table',
      'files/               the files those rows point to (résumés, uploads, offer documents)',
      'files.json           which stored file is which',
      ...Object.keys(extras.documents ?? {}).map(
        (n) => `${n.padEnd(20)} ${n.replace('.json', '')} as the site shows it`,
      ),
      '',
      'Password and token hashes, session contents and sealed answers (social security or',
      'insurance numbers) are marked [withheld]: the company can tell you the last on request.',
      '',
    ].join('\n'),
  );
  return zipSync(zip, { level: 6, mtime: new Date() });
}
