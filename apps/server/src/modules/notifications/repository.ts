import {
  type Notification,
  type NotificationCategory,
  type NotificationMessageKey,
  notificationCategories,
  notificationMessageKeys,
} from '@opencareers/contracts/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { isOwnCategoryTitle } from './server-messages.ts';

export type NotificationRow = typeof notifications.$inferSelect;

const isCategory = (c: string): c is NotificationCategory =>
  (notificationCategories as readonly string[]).includes(c);
const isMessageKey = (k: string | null): k is NotificationMessageKey =>
  k !== null && (notificationMessageKeys as readonly string[]).includes(k);

/** The panel's view: action required only until the action is done. */
export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  categoryTitle: row.categoryTitle,
  // The category's own title (in whichever language it was written) can be worded in the
  // reader's language; a custom one cannot.
  categoryKey:
    isCategory(row.category) && isOwnCategoryTitle(row.category, row.categoryTitle) ? row.category : null,
  message: row.message,
  messageKey: isMessageKey(row.messageKey) ? row.messageKey : null,
  messageParams: isMessageKey(row.messageKey) ? (row.messageParams ?? {}) : null,
  createdAt: row.createdAt.toISOString(),
  isClicked: row.clickedAt !== null,
  redirectUrl: row.redirectUrl,
  notificationType: row.actionRequired && row.resolvedAt === null ? 'action_required' : 'read_only',
});

/** The panel shows the latest ones; older notifications stay stored but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 100;

const mine = (tenantId: string, userId: string) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

export const notificationRepository = {
  /** Inserts unless this candidate was already told this event; answers undefined then. */
  insertOnce: async (
    db: Db,
    values: typeof notifications.$inferInsert,
  ): Promise<NotificationRow | undefined> =>
    (
      await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({
          target: [notifications.tenantId, notifications.userId, notifications.eventKey],
        })
        .returning()
    )[0],

  findByEventKey: async (db: Db, tenantId: string, userId: string, eventKey: string) =>
    (
      await db
        .select()
        .from(notifications)
        .where(and(mine(tenantId, userId), eq(notifications.eventKey, eventKey)))
        .limit(1)
    )[0],

  list: async (db: Db, tenantId: string, userId: string, actionRequiredOnly: boolean) =>
    db
      .select()
      .from(notifications)
      .where(
        actionRequiredOnly
          ? and(
              mine(tenantId, userId),
              eq(notifications.actionRequired, true),
              isNull(notifications.resolvedAt),
            )
          : mine(tenantId, userId),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),

  countUnviewed: async (db: Db, tenantId: string, userId: string): Promise<number> =>
    (
      await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(tenantId, userId), isNull(notifications.viewedAt)))
    )[0]!.n,

  markAllViewed: async (db: Db, tenantId: string, userId: string): Promise<number> =>
    (
      await db
        .update(notifications)
        .set({ viewedAt: new Date() })
        .where(and(mine(tenantId, userId), isNull(notifications.viewedAt)))
        .returning({ id: notifications.id })
    ).length,

  /** Clicking also counts as viewing; the first click's time is kept. */
  markClicked: async (db: Db, tenantId: string, userId: string, id: string) =>
    (
      await db
        .update(notifications)
        .set({
          clickedAt: sql`coalesce(${notifications.clickedAt}, now())`,
          viewedAt: sql`coalesce(${notifications.viewedAt}, now())`,
        })
        .where(and(mine(tenantId, userId), eq(notifications.id, id)))
        .returning()
    )[0],

  markAllClicked: async (db: Db, tenantId: string, userId: string): Promise<number> =>
    (
      await db
        .update(notifications)
        .set({ clickedAt: new Date(), viewedAt: sql`coalesce(${notifications.viewedAt}, now())` })
        .where(and(mine(tenantId, userId), isNull(notifications.clickedAt)))
        .returning({ id: notifications.id })
    ).length,

  /** Ends "action required" on every open notification about sourceKey (optionally one user's). */
  resolve: async (db: Db, tenantId: string, sourceKey: string, userId?: string): Promise<number> =>
    (
      await db
        .update(notifications)
        .set({ resolvedAt: new Date() })
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            eq(notifications.sourceKey, sourceKey),
            eq(notifications.actionRequired, true),
            isNull(notifications.resolvedAt),
            userId ? eq(notifications.userId, userId) : undefined,
          ),
        )
        .returning({ id: notifications.id })
    ).length,
};

export const preferencesRepository = {
  get: async (db: Db, tenantId: string, userId: string) =>
    (
      await db
        .select()
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.tenantId, tenantId), eq(notificationPreferences.userId, userId)),
        )
        .limit(1)
    )[0] ?? { emailEnabled: true },

  set: async (db: Db, tenantId: string, userId: string, emailEnabled: boolean): Promise<void> => {
    await db
      .insert(notificationPreferences)
      .values({ tenantId, userId, emailEnabled })
      .onConflictDoUpdate({
        target: [notificationPreferences.tenantId, notificationPreferences.userId],
        set: { emailEnabled, updatedAt: new Date() },
      });
  },
};
