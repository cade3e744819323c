import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** Form definitions (issue 3): the toolkit's JSON, validated by its zod schema when saved. */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    definition: jsonb('definition').notNull(),
    /** Bumped on every save, so a submission records which questions it answered. */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forms_tenant_idx').on(t.tenantId, t.updatedAt)],
);

/**
 * One row per submitted form. Answers are stored as validated; SSN and SIN answers are kept
 * apart, AES-GCM encrypted, so a database dump or a log of `answers` never shows them.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formVersion: integer('form_version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    /** "v1:" + base64(iv | tag | ciphertext) of the sensitive answers' JSON, or null. */
    sensitiveAnswers: text('sensitive_answers'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_user_idx').on(t.tenantId, t.formId, t.userId)],
);
