import type { AdminInterviewListQuery } from '@opencareers/contracts/interviews';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, positions, users } from '../../db/schema/index.ts';

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewWithPosition = InterviewRow & { positionTitle: string };
export type AdminInterviewRow = InterviewWithPosition & {
  candidate: { id: string; email: string; fullname: string };
};

/** The moment an interview is over; until then it is upcoming. */
const endsAtSql = sql`(${interviews.startsAt} + ${interviews.durationMinutes} * interval '1 minute')`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A LIKE pattern that matches the text literally (%, _ and \ typed by the admin are not wildcards). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const adminColumns = {
  interview: interviews,
  positionTitle: positions.title,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
};

const toAdminRow = (r: {
  interview: InterviewRow;
  positionTitle: string;
  email: string;
  firstname: string;
  lastname: string;
}): AdminInterviewRow => ({
  ...r.interview,
  positionTitle: r.positionTitle,
  candidate: {
    id: r.interview.userId,
    email: r.email,
    fullname: `${r.firstname} ${r.lastname}`.trim(),
  },
});

export const interviewRepository = {
  async listForCandidate(db: Db, tenantId: string, userId: string): Promise<InterviewWithPosition[]> {
    const rows = await db
      .select({ interview: interviews, positionTitle: positions.title })
      .from(interviews)
      .innerJoin(positions, eq(positions.id, interviews.positionId))
      .where(and(eq(interviews.tenantId, tenantId), eq(interviews.userId, userId)))
      .orderBy(asc(interviews.startsAt))
      .limit(500);
    return rows.map((r) => ({ ...r.interview, positionTitle: r.positionTitle }));
  },

  /** One interview of this candidate; another candidate's is answered as missing. */
  async findForCandidate(
    db: Db,
    tenantId: string,
    userId: string,
    id: string,
  ): Promise<InterviewWithPosition | undefined> {
    const [row] = await db
      .select({ interview: interviews, positionTitle: positions.title })
      .from(interviews)
      .innerJoin(positions, eq(positions.id, interviews.positionId))
      .where(and(eq(interviews.tenantId, tenantId), eq(interviews.userId, userId), eq(interviews.id, id)))
      .limit(1);
    return row && { ...row.interview, positionTitle: row.positionTitle };
  },

  async findForAdmin(db: Db, tenantId: string, id: string): Promise<AdminInterviewRow | undefined> {
    const [row] = await db
      .select(adminColumns)
      .from(interviews)
      .innerJoin(positions, eq(positions.id, interviews.positionId))
      .innerJoin(users, eq(users.id, interviews.userId))
      .where(and(eq(interviews.tenantId, tenantId), eq(interviews.id, id)))
      .limit(1);
    return row && toAdminRow(row);
  },

  /** A page of the tenant's interviews: upcoming ones soonest first, then past ones latest first. */
  async listForAdmin(
    db: Db,
    tenantId: string,
    query: Pick<AdminInterviewListQuery, 'when' | 'status' | 'q' | 'page'>,
    pageSize: number,
    now: Date,
  ): Promise<{ rows: AdminInterviewRow[]; total: number }> {
    const filters: SQL[] = [eq(interviews.tenantId, tenantId)];
    if (query.when === 'upcoming') filters.push(sql`${endsAtSql} > ${at(now)}`);
    if (query.when === 'past') filters.push(sql`${endsAtSql} <= ${at(now)}`);
    if (query.status) filters.push(eq(interviews.status, query.status));
    if (query.q) {
      const pattern = contains(query.q);
      const match = or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
        ilike(positions.title, pattern),
      );
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const isPast = sql`(${endsAtSql} <= ${at(now)})`;
    const [rows, totals] = await Promise.all([
      db
        .select(adminColumns)
        .from(interviews)
        .innerJoin(positions, eq(positions.id, interviews.positionId))
        .innerJoin(users, eq(users.id, interviews.userId))
        .where(where)
        .orderBy(
          asc(isPast),
          sql`case when ${isPast} then null else ${interviews.startsAt} end asc`,
          desc(interviews.startsAt),
          asc(interviews.id),
        )
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(interviews)
        .innerJoin(positions, eq(positions.id, interviews.positionId))
        .innerJoin(users, eq(users.id, interviews.userId))
        .where(where),
    ]);
    return { rows: rows.map(toAdminRow), total: totals[0]?.n ?? 0 };
  },
};
