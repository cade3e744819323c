import { and, count, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, positions, referrals, users } from '../../db/schema/index.ts';

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
      .where(and(eq(referrals.tenantId, tenantId), eq(referrals.referrerId, referrerId)))
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
};
