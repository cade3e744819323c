import { draftContexts } from '@opencareers/contracts/drafts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Autosaved answers of a form a candidate has not sent yet (issue 18), one per candidate and
 * form context: `context` says which kind of form (an application to a position today) and
 * `context_id` which one (the position id). Never SSN/SIN answers or uploads: those are only
 * stored sealed or as files, by a submission. Removed when the form is submitted.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    context: text('context', { enum: draftContexts }).notNull(),
    contextId: text('context_id').notNull(),
    formVersion: integer('form_version'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_drafts_owner_context_uq').on(t.tenantId, t.userId, t.context, t.contextId),
    index('form_drafts_user_idx').on(t.tenantId, t.userId, t.context, t.updatedAt),
  ],
);
