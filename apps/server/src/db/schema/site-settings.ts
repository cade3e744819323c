import { settingsVersionActions } from '@opencareers/contracts/site-settings';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** The one shared draft of a tenant's configuration (site settings), until published or discarded. */
export const tenantConfigDrafts = pgTable('tenant_config_drafts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  config: jsonb('config').notNull(),
  savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every published configuration, numbered per tenant: the history and what a rollback restores. */
export const tenantConfigVersions = pgTable(
  'tenant_config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    config: jsonb('config').notNull(),
    /** initial (the configuration before the first publish), publish, rollback or theme. */
    action: text('action', { enum: settingsVersionActions }).notNull(),
    restoredFrom: integer('restored_from'),
    /** [{path, before, after}] against the previous version. */
    changes: jsonb('changes').notNull().default([]),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_config_versions_tenant_version_uq').on(t.tenantId, t.version)],
);
