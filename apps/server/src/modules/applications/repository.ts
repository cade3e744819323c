import type { ScreeningQuestion } from '@opencareers/contracts/screening-questions';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  applicationNotes,
  applications,
  formAssignments,
  forms,
  interviews,
  offers,
  positionLocations,
  positions,
  users,
} from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationStatusValue = ApplicationRow['status'];

export interface PositionSummary {
  id: string;
  title: string;
  department: string;
  status: string;
  expiresAt: Date | null;
  location: string;
  screeningQuestions: ScreeningQuestion[];
  /** The job's own application form, or null for the tenant's. */
  applicationFormId: string | null;
}

/** Every query is scoped by tenant; the candidate's ones by user too. */
/**
 * Rows (interviews, offers) that belong to an application: linked to it, or made for the same
 * candidate and position before such rows were linked (older data).
 */
const ofApplication = (
  table: { tenantId: PgColumn; applicationId: PgColumn; positionId: PgColumn },
  candidate: PgColumn,
  tenantId: string,
  row: ApplicationRow,
) =>
  and(
    eq(table.tenantId, tenantId),
    or(
      eq(table.applicationId, row.id),
      and(isNull(table.applicationId), eq(candidate, row.userId), eq(table.positionId, row.positionId)),
    ),
  );

export const applicationRepository = {
  find: async (db: Db, tenantId: string, id: string): Promise<ApplicationRow | undefined> =>
    (
      await db
        .select()
        .from(applications)
        .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    )[0],

  findFor: async (
    db: Db,
    tenantId: string,
    userId: string,
    positionId: string,
  ): Promise<ApplicationRow | undefined> =>
    (
      await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.tenantId, tenantId),
            eq(applications.userId, userId),
            eq(applications.positionId, positionId),
          ),
        )
    )[0],

  listForUser: (db: Db, tenantId: string, userId: string) =>
    db
      .select()
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, userId)))
      .orderBy(desc(applications.createdAt))
      .limit(500),

  /** Undefined when this candidate already applied to this position (the unique index). */
  insertIfNew: async (
    db: Db,
    values: typeof applications.$inferInsert,
  ): Promise<ApplicationRow | undefined> =>
    (await db.insert(applications).values(values).onConflictDoNothing().returning())[0],

  /** Moves only from the status the caller saw, so two admins cannot both record a change. */
  setStatus: async (
    db: Db,
    tenantId: string,
    id: string,
    from: ApplicationStatusValue,
    to: ApplicationStatusValue,
  ): Promise<ApplicationRow | undefined> =>
    (
      await db
        .update(applications)
        .set({ status: to, updatedAt: new Date() })
        .where(
          and(eq(applications.tenantId, tenantId), eq(applications.id, id), eq(applications.status, from)),
        )
        .returning()
    )[0],

  addEvent: async (db: Db, values: typeof applicationEvents.$inferInsert): Promise<ApplicationEventRow> => {
    const [row] = await db.insert(applicationEvents).values(values).returning();
    if (!row) throw new Error('Application event insert returned nothing');
    return row;
  },

  events: async (db: Db, tenantId: string, ids: string[]): Promise<Map<string, ApplicationEventRow[]>> => {
    const out = new Map<string, ApplicationEventRow[]>();
    if (!ids.length) return out;
    const rows = await db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.tenantId, tenantId), inArray(applicationEvents.applicationId, ids)))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
    for (const r of rows) out.set(r.applicationId, [...(out.get(r.applicationId) ?? []), r]);
    return out;
  },

  /** Titles, states and a one-line location for the positions named. */
  positions: async (db: Db, tenantId: string, ids: string[]): Promise<Map<string, PositionSummary>> => {
    const out = new Map<string, PositionSummary>();
    if (!ids.length) return out;
    const rows = await db
      .select({
        id: positions.id,
        title: positions.title,
        department: positions.department,
        status: positions.status,
        expiresAt: positions.expiresAt,
        workPlace: positions.workPlace,
        screeningQuestions: positions.screeningQuestions,
        applicationFormId: positions.applicationFormId,
      })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, ids)));
    const locs = await db
      .select({
        positionId: positionLocations.positionId,
        city: positionLocations.city,
        country: positionLocations.country,
      })
      .from(positionLocations)
      .where(and(eq(positionLocations.tenantId, tenantId), inArray(positionLocations.positionId, ids)));
    for (const r of rows) {
      const here = locs.filter((l) => l.positionId === r.id);
      const first = here[0];
      const location = first
        ? `${first.city}, ${first.country}${here.length > 1 ? ` +${here.length - 1}` : ''}`
        : r.workPlace;
      out.set(r.id, {
        id: r.id,
        title: r.title,
        department: r.department,
        status: r.status,
        expiresAt: r.expiresAt,
        location,
        screeningQuestions: r.screeningQuestions,
        applicationFormId: r.applicationFormId,
      });
    }
    return out;
  },

  adminPage: async (
    db: Db,
    tenantId: string,
    filter: { status?: ApplicationStatusValue; positionId?: string },
    page: number,
    pageSize: number,
  ) => {
    const where: SQL[] = [eq(applications.tenantId, tenantId)];
    if (filter.status) where.push(eq(applications.status, filter.status));
    if (filter.positionId) where.push(eq(applications.positionId, filter.positionId));
    const [total] = await db
      .select({ n: count() })
      .from(applications)
      .where(and(...where));
    const rows = await db
      .select({
        application: applications,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(and(...where))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { total: total?.n ?? 0, rows };
  },

  candidate: async (db: Db, tenantId: string, userId: string) =>
    (
      await db
        .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    )[0],

  notes: (db: Db, tenantId: string, applicationId: string) =>
    db
      .select({
        id: applicationNotes.id,
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.authorId))
      .where(and(eq(applicationNotes.tenantId, tenantId), eq(applicationNotes.applicationId, applicationId)))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),

  addNote: async (db: Db, values: typeof applicationNotes.$inferInsert) => {
    const [row] = await db.insert(applicationNotes).values(values).returning();
    if (!row) throw new Error('application note insert returned nothing');
    return row;
  },

  /** The interviews of an application (ofApplication). */
  interviews: (db: Db, tenantId: string, row: ApplicationRow) =>
    db
      .select()
      .from(interviews)
      .where(ofApplication(interviews, interviews.userId, tenantId, row))
      .orderBy(asc(interviews.startsAt)),

  /** The offers of an application (ofApplication). */
  offers: (db: Db, tenantId: string, row: ApplicationRow) =>
    db
      .select({
        id: offers.id,
        status: offers.status,
        createdAt: offers.createdAt,
        updatedAt: offers.updatedAt,
      })
      .from(offers)
      .where(ofApplication(offers, offers.candidateId, tenantId, row))
      .orderBy(asc(offers.createdAt)),

  formAssignments: (db: Db, tenantId: string, applicationId: string) =>
    db
      .select({
        id: formAssignments.id,
        status: formAssignments.status,
        createdAt: formAssignments.createdAt,
        completedAt: formAssignments.completedAt,
        title: forms.title,
      })
      .from(formAssignments)
      .innerJoin(forms, eq(forms.id, formAssignments.formId))
      .where(and(eq(formAssignments.tenantId, tenantId), eq(formAssignments.applicationId, applicationId)))
      .orderBy(asc(formAssignments.createdAt)),
};
