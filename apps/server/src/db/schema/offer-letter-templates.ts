import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A tenant's offer letter wording (docs/offers.md "Letter templates"). No row, or a null body,
 * means the built-in default, so a tenant that never edits follows improvements to it.
 * `version` counts saves: a save names the version it started from (409 when it moved).
 */
export const offerLetterTemplates = pgTable('offer_letter_templates', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  body: text('body'),
  version: integer('version').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
