import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidateProfiles, files, profileResumes } from '../../db/schema/index.ts';

export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
export type CandidateProfileInsert = typeof candidateProfiles.$inferInsert;

export interface ResumeRow {
  id: string;
  fileId: string;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  isPrimary: boolean;
  createdAt: Date;
}

const resumeColumns = {
  id: profileResumes.id,
  fileId: profileResumes.fileId,
  fileKey: files.key,
  fileName: files.filename,
  contentType: files.contentType,
  size: files.size,
  isPrimary: profileResumes.isPrimary,
  createdAt: profileResumes.createdAt,
};

export const profileStore = {
  /** The stored profile; `lock` holds the row until the transaction ends (edits read-modify-write). */
  find: async (
    db: Db,
    tenantId: string,
    userId: string,
    lock = false,
  ): Promise<CandidateProfileRow | undefined> => {
    const q = db
      .select()
      .from(candidateProfiles)
      .where(and(eq(candidateProfiles.tenantId, tenantId), eq(candidateProfiles.userId, userId)));
    return (await (lock ? q.for('update') : q))[0];
  },

  /** Creates the row if missing (a concurrent first edit loses nothing: it waits on the lock). */
  insertIfMissing: async (db: Db, values: CandidateProfileInsert): Promise<void> => {
    await db.insert(candidateProfiles).values(values).onConflictDoNothing();
  },

  save: async (db: Db, row: CandidateProfileRow): Promise<void> => {
    const { userId, tenantId, createdAt: _c, ...rest } = row;
    await db
      .update(candidateProfiles)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(candidateProfiles.tenantId, tenantId), eq(candidateProfiles.userId, userId)));
  },

  /** Primary first, then newest first. */
  resumes: async (db: Db, tenantId: string, userId: string): Promise<ResumeRow[]> =>
    db
      .select(resumeColumns)
      .from(profileResumes)
      .innerJoin(files, eq(files.id, profileResumes.fileId))
      .where(and(eq(profileResumes.tenantId, tenantId), eq(profileResumes.userId, userId)))
      .orderBy(
        sql`${profileResumes.isPrimary} desc`,
        sql`${profileResumes.createdAt} desc`,
        asc(profileResumes.id),
      ),

  hasResume: async (db: Db, tenantId: string, userId: string): Promise<boolean> =>
    (
      await db
        .select({ id: profileResumes.id })
        .from(profileResumes)
        .where(and(eq(profileResumes.tenantId, tenantId), eq(profileResumes.userId, userId)))
        .limit(1)
    ).length > 0,

  insertResume: async (
    db: Db,
    values: { tenantId: string; userId: string; fileId: string; isPrimary: boolean },
  ): Promise<{ id: string; createdAt: Date }> => {
    const [row] = await db
      .insert(profileResumes)
      .values(values)
      .returning({ id: profileResumes.id, createdAt: profileResumes.createdAt });
    if (!row) throw new Error('résumé row not inserted');
    return row;
  },

  setPrimary: async (db: Db, tenantId: string, userId: string, resumeId: string): Promise<void> => {
    const owner = and(eq(profileResumes.tenantId, tenantId), eq(profileResumes.userId, userId));
    // Clear first: the partial unique index allows one primary at any moment.
    await db.update(profileResumes).set({ isPrimary: false }).where(owner);
    await db
      .update(profileResumes)
      .set({ isPrimary: true })
      .where(and(owner, eq(profileResumes.id, resumeId)));
  },

  /** Deletes the résumé and its file (the row goes with the file by cascade). */
  deleteResume: async (db: Db, tenantId: string, fileId: string): Promise<void> => {
    await db.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, fileId)));
  },

  fileIdByKey: async (db: Db, tenantId: string, key: string): Promise<string | undefined> =>
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.key, key)))
    )[0]?.id,

  deleteFileByKey: async (db: Db, tenantId: string, key: string): Promise<void> => {
    await db.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.key, key)));
  },
};
