import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The `domain` query parameter or Host header that selects this tenant. */
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  /** Only what differs from the defaults of contracts/tenant-config.ts. */
  config: jsonb('config').notNull().default({}),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
