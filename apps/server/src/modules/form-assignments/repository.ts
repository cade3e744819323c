import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formAssignments, forms, users } from '../../db/schema/index.ts';

export type AssignmentRow = typeof formAssignments.$inferSelect;
/** An assignment with what every view of it shows: the form's title and the candidate. */
export type AssignmentWithNames = AssignmentRow & {
  formTitle: string;
  email: string;
  firstname: string;
  lastname: string;
};

/** Open and in progress: the assignments still waiting for the candidate. */
export const liveStatuses = ['open', 'in_progress'] as const;

const withNames = {
  assignment: formAssignments,
  formTitle: forms.title,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
};

const flatten = (r: {
  assignment: AssignmentRow;
  formTitle: string;
  email: string;
  firstname: string;
  lastname: string;
}): AssignmentWithNames => ({
  ...r.assignment,
  formTitle: r.formTitle,
  email: r.email,
  firstname: r.firstname,
  lastname: r.lastname,
});

/** Every query is scoped by tenant, and the candidate's by user too. */
export const assignmentRepository = {
  insertMany: (db: Db, values: (typeof formAssignments.$inferInsert)[]) =>
    db.insert(formAssignments).values(values).onConflictDoNothing().returning(),

  /** Who already has a live assignment of this form, among these users. */
  liveFor: (db: Db, tenantId: string, formId: string, userIds: string[]) =>
    db
      .select({ userId: formAssignments.userId })
      .from(formAssignments)
      .where(
        and(
          eq(formAssignments.tenantId, tenantId),
          eq(formAssignments.formId, formId),
          inArray(formAssignments.userId, userIds),
          inArray(formAssignments.status, [...liveStatuses]),
        ),
      ),

  find: async (db: Db, tenantId: string, id: string): Promise<AssignmentWithNames | undefined> => {
    const rows = await db
      .select(withNames)
      .from(formAssignments)
      .innerJoin(forms, eq(forms.id, formAssignments.formId))
      .innerJoin(users, eq(users.id, formAssignments.userId))
      .where(and(eq(formAssignments.tenantId, tenantId), eq(formAssignments.id, id)))
      .limit(1);
    return rows[0] && flatten(rows[0]);
  },

  listForAdmin: async (
    db: Db,
    tenantId: string,
    filter: { status?: string; formId?: string; limit: number; offset: number },
  ) => {
    const where: SQL[] = [eq(formAssignments.tenantId, tenantId)];
    if (filter.status) where.push(eq(formAssignments.status, filter.status));
    if (filter.formId) where.push(eq(formAssignments.formId, filter.formId));
    const [rows, total] = await Promise.all([
      db
        .select(withNames)
        .from(formAssignments)
        .innerJoin(forms, eq(forms.id, formAssignments.formId))
        .innerJoin(users, eq(users.id, formAssignments.userId))
        .where(and(...where))
        .orderBy(desc(formAssignments.createdAt), desc(formAssignments.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ n: count() })
        .from(formAssignments)
        .where(and(...where)),
    ]);
    return { rows: rows.map(flatten), total: total[0]?.n ?? 0 };
  },

  /** The candidate's assignments in the given statuses (canceled ones are never listed). */
  listForUser: async (
    db: Db,
    tenantId: string,
    userId: string,
    statuses: readonly string[],
    order: 'due' | 'completed',
  ) => {
    const rows = await db
      .select(withNames)
      .from(formAssignments)
      .innerJoin(forms, eq(forms.id, formAssignments.formId))
      .innerJoin(users, eq(users.id, formAssignments.userId))
      .where(
        and(
          eq(formAssignments.tenantId, tenantId),
          eq(formAssignments.userId, userId),
          inArray(formAssignments.status, [...statuses]),
        ),
      )
      // To do: what is due soonest first, then the newest. Done: the latest completed first.
      .orderBy(
        ...(order === 'due'
          ? [sql`${formAssignments.dueAt} asc nulls last`, desc(formAssignments.createdAt)]
          : [desc(formAssignments.completedAt)]),
        asc(formAssignments.id),
      )
      .limit(500);
    return rows.map(flatten);
  },

  countsForUser: (db: Db, tenantId: string, userId: string) =>
    db
      .select({ status: formAssignments.status, n: count() })
      .from(formAssignments)
      .where(and(eq(formAssignments.tenantId, tenantId), eq(formAssignments.userId, userId)))
      .groupBy(formAssignments.status),

  /**
   * Changes a live assignment only: the status check is in the statement, so two requests
   * racing (submit and cancel, two submits) cannot both win. Undefined when it was not live.
   */
  updateLive: async (
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof formAssignments.$inferInsert>,
    userId?: string,
  ): Promise<AssignmentRow | undefined> => {
    const where = [
      eq(formAssignments.tenantId, tenantId),
      eq(formAssignments.id, id),
      inArray(formAssignments.status, [...liveStatuses]),
    ];
    if (userId) where.push(eq(formAssignments.userId, userId));
    return (
      await db
        .update(formAssignments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(...where))
        .returning()
    )[0];
  },
};
