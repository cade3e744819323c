import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export interface StoredFile {
  key: string;
  contentType: string;
  filename: string;
  size: number;
  sha256: string;
}

export interface FileWithContent extends StoredFile {
  content: Uint8Array;
}

/**
 * One way in and out for stored files. Callers only know keys (an offer document's s3_path),
 * so an object-store backend can replace the database one without touching them.
 */
export interface FileStorage {
  put(
    db: Db,
    tenantId: string,
    file: { content: Uint8Array; contentType: string; filename: string; prefix: string },
  ): Promise<StoredFile>;
  get(db: Db, tenantId: string, key: string): Promise<FileWithContent | undefined>;
  /** Deletes a stored file of this tenant; nothing happens for an unknown key. */
  remove(db: Db, tenantId: string, key: string): Promise<void>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Keeps the bytes in PostgreSQL (bytea), so several server processes see the same files. */
export const databaseFileStorage: FileStorage = {
  async put(db, tenantId, { content, contentType, filename, prefix }) {
    const stored: StoredFile = {
      key: `${prefix}/${randomUUID()}`,
      contentType,
      filename,
      size: content.byteLength,
      sha256: sha256Hex(content),
    };
    await db.insert(files).values({ tenantId, ...stored, content });
    return stored;
  },

  async get(db, tenantId, key) {
    const row = (
      await db
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.key, key)))
        .limit(1)
    )[0];
    if (!row?.content) return undefined;
    return {
      key: row.key,
      contentType: row.contentType,
      filename: row.filename,
      size: row.size,
      sha256: row.sha256,
      content: row.content,
    };
  },

  async remove(db, tenantId, key) {
    await db.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.key, key)));
  },
};
