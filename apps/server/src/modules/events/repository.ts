import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, positions, recruitingEvents, users } from '../../db/schema/index.ts';

export type EventRow = typeof recruitingEvents.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
/** An event with what every view shows beside it: its live seat count and the jobs' titles. */
export type EventWithCounts = EventRow & {
  registeredCount: number;
  positions: { id: string; title: string }[];
};
export type AdminRegistrationRow = RegistrationRow & {
  candidate: { id: string; email: string; fullname: string };
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Registered (not cancelled) seats per event, as a correlated count. Written with qualified
 * names: inside a select of one table Drizzle leaves columns unqualified, and "id" would then
 * name the registration's own id.
 */
const registeredCountSql = sql<number>`(select count(*)::int from "event_registrations" r
  where r."event_id" = "recruiting_events"."id" and r."status" = 'registered')`.mapWith(Number);

/** Adds the jobs' titles (this tenant's only; a deleted job drops out). */
async function withPositions(
  db: Db,
  tenantId: string,
  rows: { event: EventRow; registeredCount: number }[],
): Promise<EventWithCounts[]> {
  const ids = [...new Set(rows.flatMap((r) => r.event.positionIds))];
  const titles = ids.length
    ? await db
        .select({ id: positions.id, title: positions.title })
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, ids)))
    : [];
  const byId = new Map(titles.map((p) => [p.id, p]));
  return rows.map((r) => ({
    ...r.event,
    registeredCount: r.registeredCount,
    positions: r.event.positionIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

const eventColumns = { event: recruitingEvents, registeredCount: registeredCountSql };

export const eventRepository = {
  async find(db: Db, tenantId: string, id: string): Promise<EventWithCounts | undefined> {
    const rows = await db
      .select(eventColumns)
      .from(recruitingEvents)
      .where(and(eq(recruitingEvents.tenantId, tenantId), eq(recruitingEvents.id, id)))
      .limit(1);
    return (await withPositions(db, tenantId, rows))[0];
  },

  /** Locks the event row, so seats are counted and taken one registration at a time. */
  async lock(db: Db, tenantId: string, id: string): Promise<EventRow | undefined> {
    const [row] = await db
      .select()
      .from(recruitingEvents)
      .where(and(eq(recruitingEvents.tenantId, tenantId), eq(recruitingEvents.id, id)))
      .for('update');
    return row;
  },

  async countRegistered(db: Db, eventId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')));
    return row?.n ?? 0;
  },

  /** A page of the tenant's events: upcoming ones soonest first, then past ones latest first. */
  async listForAdmin(
    db: Db,
    tenantId: string,
    query: { when: 'upcoming' | 'past' | 'all'; page: number },
    pageSize: number,
    now: Date,
  ): Promise<{ rows: EventWithCounts[]; total: number }> {
    const filters: SQL[] = [eq(recruitingEvents.tenantId, tenantId)];
    if (query.when === 'upcoming') filters.push(gt(recruitingEvents.endsAt, now));
    if (query.when === 'past') filters.push(lte(recruitingEvents.endsAt, now));
    const where = and(...filters);
    const isPast = sql`(${recruitingEvents.endsAt} <= ${at(now)})`;
    const [rows, totals] = await Promise.all([
      db
        .select(eventColumns)
        .from(recruitingEvents)
        .where(where)
        .orderBy(
          asc(isPast),
          sql`case when ${isPast} then null else ${recruitingEvents.startsAt} end asc`,
          desc(recruitingEvents.startsAt),
          asc(recruitingEvents.id),
        )
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      db.select({ n: count() }).from(recruitingEvents).where(where),
    ]);
    return { rows: await withPositions(db, tenantId, rows), total: totals[0]?.n ?? 0 };
  },

  /**
   * What a candidate may see: published events not yet over, and any not-over event they
   * hold a registration for (so a cancelled or unpublished one they signed up to still shows,
   * marked). Soonest first, at most 200.
   */
  async listForCandidate(db: Db, tenantId: string, userId: string, now: Date) {
    const rows = await db
      .select({ ...eventColumns, registration: eventRegistrations })
      .from(recruitingEvents)
      .leftJoin(
        eventRegistrations,
        and(eq(eventRegistrations.eventId, recruitingEvents.id), eq(eventRegistrations.userId, userId)),
      )
      .where(
        and(
          eq(recruitingEvents.tenantId, tenantId),
          gt(recruitingEvents.endsAt, now),
          or(
            and(eq(recruitingEvents.published, true), eq(recruitingEvents.status, 'scheduled')),
            eq(eventRegistrations.status, 'registered'),
          ),
        ),
      )
      .orderBy(asc(recruitingEvents.startsAt), asc(recruitingEvents.id))
      .limit(200);
    const events = await withPositions(db, tenantId, rows);
    return events.map((event, i) => ({ event, registration: rows[i]!.registration }));
  },

  async findRegistration(db: Db, eventId: string, userId: string): Promise<RegistrationRow | undefined> {
    const [row] = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
      .limit(1);
    return row;
  },

  async registrationsForAdmin(db: Db, tenantId: string, eventId: string): Promise<AdminRegistrationRow[]> {
    const rows = await db
      .select({
        registration: eventRegistrations,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(eventRegistrations)
      .innerJoin(users, eq(users.id, eventRegistrations.userId))
      .where(and(eq(eventRegistrations.tenantId, tenantId), eq(eventRegistrations.eventId, eventId)))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .limit(5000);
    return rows.map((r) => ({
      ...r.registration,
      candidate: {
        id: r.registration.userId,
        email: r.email,
        fullname: `${r.firstname} ${r.lastname}`.trim(),
      },
    }));
  },

  /** The candidates holding a seat, to tell them about a change. */
  async registeredUserIds(db: Db, eventId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')));
    return rows.map((r) => r.userId);
  },

  /**
   * Upcoming published events naming this job or its department, soonest first; nothing for
   * another tenant's job.
   */
  async upcomingForPosition(db: Db, tenantId: string, positionId: string, now: Date): Promise<EventRow[]> {
    const department = sql`(select ${positions.department} from ${positions}
      where ${positions.id} = ${positionId} and ${positions.tenantId} = ${tenantId})`;
    return db
      .select()
      .from(recruitingEvents)
      .where(
        and(
          eq(recruitingEvents.tenantId, tenantId),
          eq(recruitingEvents.published, true),
          eq(recruitingEvents.status, 'scheduled'),
          gt(recruitingEvents.endsAt, now),
          or(
            // The event's jobs were checked to be this tenant's when it was saved.
            sql`${positionId}::uuid = any(${recruitingEvents.positionIds})`,
            sql`${department} = any(${recruitingEvents.departments})`,
          ),
        ),
      )
      .orderBy(asc(recruitingEvents.startsAt))
      .limit(5);
  },
};
