import { and, count, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, positions, referrals, tenants, users } from '../../db/schema/index.ts';

export type ReferralRow = typeof referrals.$inferSelect;

/** A referral with what its referrer sees: the job's title and the linked application's stage. */
export type ReferralView = ReferralRow & {
  positionTitle: string;
  application: { status: (typeof applications.$inferSelect)['status']; createdAt: Date } | null;
};

export const referralRepository = {
  /** The job being referred to: this tenant's and published (a draft is not found). */
  async position(db: Db, tenantId: string, positionId: string) {
    const [row] = await db
      .select({
        id: positions.id,
        title: positions.title,
        status: positions.status,
        expiresAt: positions.expiresAt,
      })
      .from(positions)
      .where(
        and(eq(positions.tenantId, tenantId), eq(positions.id, positionId), ne(positions.status, 'draft')),
      )
      .limit(1);
    return row;
  },

  /** Inserts unless the person already has an open referral to the job (then undefined). */
  async insertIfOpenFree(db: Db, values: typeof referrals.$inferInsert): Promise<ReferralRow | undefined> {
    const [row] = await db.insert(referrals).values(values).onConflictDoNothing().returning();
    return row;
  },

  async countSince(db: Db, tenantId: string, referrerId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.tenantId, tenantId),
          eq(referrals.referrerId, referrerId),
          gt(referrals.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** The referrer's referrals, newest first (at most 200). */
  async listForReferrer(db: Db, tenantId: string, referrerId: string): Promise<ReferralView[]> {
    const rows = await db
      .select({
        referral: referrals,
        positionTitle: positions.title,
        applicationStatus: applications.status,
        appliedAt: applications.createdAt,
      })
      .from(referrals)
      .innerJoin(positions, eq(positions.id, referrals.positionId))
      .leftJoin(applications, eq(applications.id, referrals.applicationId))
      .where(
        and(
          eq(referrals.tenantId, tenantId),
          eq(referrals.referrerId, referrerId),
          isNull(referrals.withdrawnAt),
        ),
      )
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(200);
    return rows.map((r) => ({
      ...r.referral,
      positionTitle: r.positionTitle,
      application:
        r.applicationStatus && r.appliedAt ? { status: r.applicationStatus, createdAt: r.appliedAt } : null,
    }));
  },

  /**
   * The open, unexpired referral a link's token names (made after `since`), locked so two
   * applications cannot both take it.
   */
  async lockOpenByToken(
    db: Db,
    tenantId: string,
    token: string,
    since: Date,
  ): Promise<ReferralRow | undefined> {
    const [row] = await db
      .select()
      .from(referrals)
      .where(
        and(
          eq(referrals.tenantId, tenantId),
          eq(referrals.token, token),
          isNull(referrals.linkedAt),
          isNull(referrals.expiredAt),
          gt(referrals.createdAt, since),
        ),
      )
      .for('update');
    return row;
  },

  /**
   * Retires this person's unused referral to the job made at or before `cutoff`, so a new one
   * can take its place (the unique index admits one open referral per person and job).
   */
  async expireOpen(
    db: Db,
    key: { tenantId: string; positionId: string; email: string },
    cutoff: Date,
    now: Date,
  ): Promise<void> {
    await db
      .update(referrals)
      .set({ expiredAt: now })
      .where(
        and(
          eq(referrals.tenantId, key.tenantId),
          eq(referrals.positionId, key.positionId),
          eq(referrals.email, key.email),
          isNull(referrals.linkedAt),
          isNull(referrals.expiredAt),
          lte(referrals.createdAt, cutoff),
        ),
      );
  },

  /** The referral that brought this application, with its job's title (for telling the referrer). */
  async byApplication(db: Db, tenantId: string, applicationId: string) {
    const [row] = await db
      .select({ referral: referrals, positionTitle: positions.title })
      .from(referrals)
      .innerJoin(positions, eq(positions.id, referrals.positionId))
      .where(and(eq(referrals.tenantId, tenantId), eq(referrals.applicationId, applicationId)))
      .limit(1);
    return row;
  },

  async link(db: Db, id: string, applicationId: string, at: Date): Promise<void> {
    await db.update(referrals).set({ applicationId, linkedAt: at }).where(eq(referrals.id, id));
  },

  /** Who referred the candidate of this application, for the admin's page. */
  async forApplication(db: Db, tenantId: string, applicationId: string) {
    const [row] = await db
      .select({
        createdAt: referrals.createdAt,
        referrerId: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerId))
      .where(and(eq(referrals.tenantId, tenantId), eq(referrals.applicationId, applicationId)))
      .limit(1);
    return row;
  },

  /** One of the referrer's own referrals (not withdrawn), locked for the change that follows. */
  async lockOwn(db: Db, tenantId: string, referrerId: string, id: string) {
    const [row] = await db
      .select({ referral: referrals, positionTitle: positions.title })
      .from(referrals)
      .innerJoin(positions, eq(positions.id, referrals.positionId))
      .where(
        and(
          eq(referrals.tenantId, tenantId),
          eq(referrals.referrerId, referrerId),
          eq(referrals.id, id),
          isNull(referrals.withdrawnAt),
        ),
      )
      .for('update', { of: referrals });
    return row;
  },

  async update(db: Db, id: string, set: Partial<typeof referrals.$inferInsert>): Promise<void> {
    await db.update(referrals).set(set).where(eq(referrals.id, id));
  },

  /**
   * Open referrals (unused, not retired or withdrawn, never reminded) made in (from, to]: those
   * whose link expires within the reminder window. With what the email needs.
   */
  async dueForReminder(db: Db, from: Date, to: Date, limit: number) {
    return db
      .select({
        referral: referrals,
        positionTitle: positions.title,
        referrer: { firstname: users.firstname, lastname: users.lastname, email: users.email },
        tenantId: tenants.id,
      })
      .from(referrals)
      .innerJoin(positions, eq(positions.id, referrals.positionId))
      .innerJoin(users, eq(users.id, referrals.referrerId))
      .innerJoin(tenants, eq(tenants.id, referrals.tenantId))
      .where(
        and(
          isNull(referrals.linkedAt),
          isNull(referrals.expiredAt),
          isNull(referrals.withdrawnAt),
          isNull(referrals.remindedAt),
          gt(referrals.createdAt, from),
          lte(referrals.createdAt, to),
        ),
      )
      .orderBy(referrals.createdAt)
      .limit(limit);
  },

  /** Marks the reminder sent unless another run did first (compare-and-set); true when this run did. */
  async markReminded(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(referrals)
      .set({ remindedAt: at })
      .where(and(eq(referrals.id, id), isNull(referrals.remindedAt), isNull(referrals.withdrawnAt)))
      .returning({ id: referrals.id });
    return rows.length > 0;
  },
};
