import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The `domain` query parameter or Host header that selects this tenant. */
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  /** Only what differs from the defaults of contracts/tenant-config.ts. */
  config: jsonb('config').notNull().default({}),
  isDefault: boolean('is_default').notNull().default(false),
  /** Bumped by every change of the configuration or its draft: the admin console's version check. */
  configRevision: integer('config_revision').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
