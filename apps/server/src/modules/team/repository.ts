import { staffRoles } from '@opencareers/contracts/user';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamInvites, users } from '../../db/schema/index.ts';

export type InviteRow = typeof teamInvites.$inferSelect;

/** An invite of this tenant that is still pending (neither accepted nor revoked), and more. */
const pending = (tenantId: string, ...more: SQL[]) =>
  and(
    eq(teamInvites.tenantId, tenantId),
    isNull(teamInvites.acceptedAt),
    isNull(teamInvites.revokedAt),
    ...more,
  );
/** …and not yet expired: an invite a link can still be used with. */
const usable = (tenantId: string, tokenHash: string) =>
  pending(tenantId, eq(teamInvites.tokenHash, tokenHash), gt(teamInvites.expiresAt, new Date()));

/** The team's queries; every one filtered by the tenant. */
export const teamRepository = {
  members: (db: Db, tenantId: string) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.role, [...staffRoles])))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email)),

  /** Pending invites: neither accepted nor revoked (expired ones are listed, to re-send). */
  pendingInvites: (db: Db, tenantId: string) =>
    db
      .select({
        invite: teamInvites,
        inviter: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      })
      .from(teamInvites)
      .leftJoin(users, eq(users.id, teamInvites.invitedBy))
      .where(pending(tenantId))
      .orderBy(asc(teamInvites.createdAt)),

  findPendingInvite: async (db: Db, tenantId: string, id: string): Promise<InviteRow | undefined> =>
    (
      await db
        .select()
        .from(teamInvites)
        .where(pending(tenantId, eq(teamInvites.id, id)))
        .limit(1)
    )[0],

  findUsableByHash: async (db: Db, tenantId: string, tokenHash: string): Promise<InviteRow | undefined> =>
    (await db.select().from(teamInvites).where(usable(tenantId, tokenHash)).limit(1))[0],

  /** Marks the invite used in the statement that checks it, so two requests cannot both use it. */
  consume: async (db: Db, tenantId: string, tokenHash: string): Promise<InviteRow | undefined> =>
    (
      await db
        .update(teamInvites)
        .set({ acceptedAt: new Date() })
        .where(usable(tenantId, tokenHash))
        .returning()
    )[0],

  /** Revokes every pending invite of an email (a new one replaces them). */
  revokeForEmail: async (db: Db, tenantId: string, email: string) => {
    await db
      .update(teamInvites)
      .set({ revokedAt: new Date() })
      .where(pending(tenantId, eq(teamInvites.email, email)));
  },

  revoke: async (db: Db, tenantId: string, id: string) =>
    (
      await db
        .update(teamInvites)
        .set({ revokedAt: new Date() })
        .where(pending(tenantId, eq(teamInvites.id, id)))
        .returning({ id: teamInvites.id })
    ).length > 0,

  insertInvite: async (db: Db, values: typeof teamInvites.$inferInsert): Promise<InviteRow> => {
    const [row] = await db.insert(teamInvites).values(values).returning();
    if (!row) throw new Error('team invite insert returned nothing');
    return row;
  },

  setRole: async (db: Db, tenantId: string, userId: string, role: (typeof users.$inferSelect)['role']) => {
    await db
      .update(users)
      .set({ role })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  },

  /**
   * Locks the tenant's admin rows and counts them, so two admins demoting each other at once
   * cannot leave the site with none (the second waits for the first and sees its result).
   */
  lockAndCountAdmins: async (db: Db, tenantId: string): Promise<number> => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin')))
      .for('update');
    return rows.length;
  },
};
