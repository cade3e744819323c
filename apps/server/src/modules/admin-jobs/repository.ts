import { randomBytes } from 'node:crypto';
import type { adminJobsQuerySchema, jobFieldsSchema } from '@opencareers/contracts/admin-jobs';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions } from '../../db/schema/index.ts';
import { closingSoon } from '../positions/closing-soon.ts';
import { sanitizeDescriptionHtml } from '../positions/sanitize-description.ts';
import { deriveSearchText } from '../search/derived-text.ts';
import type { JobRow } from './present.ts';

type Fields = z.output<typeof jobFieldsSchema>;
type ListQuery = z.output<typeof adminJobsQuerySchema>;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A readable requisition id for jobs made in the console ("JOB-7K2Q9MZD"). */
export const newExternalId = () => `JOB-${randomBytes(5).toString('hex').toUpperCase()}`;

/** The columns an edit sets; descriptions are sanitised here, and their search text worked out, as imports are. */
const columnsOf = (f: Fields) => {
  const descriptionHtml = sanitizeDescriptionHtml(f.descriptionHtml);
  return {
    title: f.title,
    department: f.department,
    employmentType: f.employmentType,
    seniority: f.seniority,
    workPlace: f.workPlace,
    skills: [...new Set(f.skills)],
    descriptionHtml,
    ...deriveSearchText(descriptionHtml),
    language: f.language,
    payMin: f.payMin,
    payMax: f.payMax,
    payCurrency: f.payCurrency,
    payPeriod: f.payPeriod,
    expiresAt: f.expiresAt ? new Date(f.expiresAt) : null,
    isPrivate: f.isPrivate,
    screeningQuestions: f.screeningQuestions,
    applicationFormId: f.applicationFormId,
  };
};

async function replaceLocations(db: Db, tenantId: string, positionId: string, f: Fields) {
  await db.delete(positionLocations).where(eq(positionLocations.positionId, positionId));
  if (f.locations.length)
    await db.insert(positionLocations).values(f.locations.map((l) => ({ ...l, tenantId, positionId })));
}

export type UpdateOutcome = { ok: true; row: JobRow } | { ok: false; currentVersion: number | null };

export const adminJobsRepository = {
  async list(db: Db, tenantId: string, q: ListQuery) {
    const where = and(
      eq(positions.tenantId, tenantId),
      q.q ? or(ilike(positions.title, contains(q.q)), ilike(positions.externalId, contains(q.q))) : undefined,
      q.status ? eq(positions.status, q.status) : undefined,
      q.department ? eq(positions.department, q.department) : undefined,
      q.closing === 'soon' ? closingSoon(new Date()) : undefined,
    );
    const [rows, total, departments] = await Promise.all([
      db
        .select()
        .from(positions)
        .where(where)
        .orderBy(desc(positions.updatedAt), asc(positions.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      db.select({ n: count() }).from(positions).where(where),
      db
        .selectDistinct({ d: positions.department })
        .from(positions)
        .where(eq(positions.tenantId, tenantId))
        .orderBy(asc(positions.department)),
    ]);
    const firsts = new Map<string, typeof positionLocations.$inferSelect>();
    if (rows.length) {
      const locs = await db
        .select()
        .from(positionLocations)
        .where(
          inArray(
            positionLocations.positionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(positionLocations.id));
      for (const l of locs) if (!firsts.has(l.positionId)) firsts.set(l.positionId, l);
    }
    return {
      rows: rows.map((r) => ({ row: r, first: firsts.get(r.id) })),
      total: total[0]?.n ?? 0,
      departments: departments.map((d) => d.d),
    };
  },

  async find(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
    if (!row) return undefined;
    const locations = await db
      .select()
      .from(positionLocations)
      .where(eq(positionLocations.positionId, id))
      .orderBy(asc(positionLocations.id));
    return { row, locations };
  },

  async externalIdTaken(db: Db, tenantId: string, externalId: string, exceptId?: string) {
    const [row] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.externalId, externalId)));
    return !!row && row.id !== exceptId;
  },

  async insert(db: Db, tenantId: string, f: Fields, status: 'draft' | 'open'): Promise<JobRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(positions)
        .values({
          ...columnsOf(f),
          tenantId,
          externalId: f.externalId ?? newExternalId(),
          status,
          postedAt: new Date(),
        })
        .returning();
      await replaceLocations(tx, tenantId, row!.id, f);
      return row!;
    });
  },

  /** Saves the whole job if it is still at `version`; otherwise reports the version it has now. */
  async update(db: Db, tenantId: string, id: string, version: number, f: Fields): Promise<UpdateOutcome> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(positions)
        .set({
          ...columnsOf(f),
          ...(f.externalId ? { externalId: f.externalId } : {}),
          version: sql`${positions.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id), eq(positions.version, version)))
        .returning();
      if (!row) return { ok: false, currentVersion: await currentVersion(tx, tenantId, id) };
      await replaceLocations(tx, tenantId, id, f);
      return { ok: true, row };
    });
  },

  /** A status change (publish, close, reopen) under the same version check. */
  async setStatus(
    db: Db,
    tenantId: string,
    id: string,
    version: number,
    from: JobRow['status'][],
    set: Partial<Pick<JobRow, 'status' | 'postedAt' | 'expiresAt'>>,
  ): Promise<UpdateOutcome> {
    const conditions: SQL[] = [
      eq(positions.tenantId, tenantId),
      eq(positions.id, id),
      eq(positions.version, version),
      inArray(positions.status, from),
    ];
    const [row] = await db
      .update(positions)
      .set({ ...set, version: sql`${positions.version} + 1`, updatedAt: new Date() })
      .where(and(...conditions))
      .returning();
    return row ? { ok: true, row } : { ok: false, currentVersion: await currentVersion(db, tenantId, id) };
  },
};

async function currentVersion(db: Db, tenantId: string, id: string): Promise<number | null> {
  const [row] = await db
    .select({ version: positions.version })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
  return row?.version ?? null;
}
