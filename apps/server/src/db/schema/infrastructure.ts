import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets every process must share (e.g. the cookie-signing key when SESSION_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate-limit counters shared by every process (used when REDIS_URL is unset). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
