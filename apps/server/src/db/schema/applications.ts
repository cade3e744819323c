import { applicationStatuses } from '@opencareers/contracts/applications';
import type { Attribution } from '@opencareers/contracts/constants';
import type { ScreeningAnswer } from '@opencareers/contracts/screening-questions';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { formSubmissions, forms } from './forms.ts';
import { positions } from './positions.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * One application per candidate and position (issue 4). The answers live in the form
 * submission it points to, so validation, uploaded files and sealed social numbers are the
 * forms module's, stored once.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('submitted'),
    formSubmissionId: uuid('form_submission_id').references(() => formSubmissions.id, {
      onDelete: 'set null',
    }),
    /** The job's screening questions as they were asked, with the answers (empty when it asked none). */
    screeningAnswers: jsonb('screening_answers').$type<ScreeningAnswer[]>().notNull().default([]),
    /** The tracked parameters of the visit that led to the application (issue 20); {} when none. */
    attribution: jsonb('attribution').$type<Attribution>().notNull().default({}),
    /** Raised by every pipeline change; an admin action naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Applying twice is refused by the database too, so two quick clicks cannot both land.
    uniqueIndex('applications_tenant_user_position_uq').on(t.tenantId, t.userId, t.positionId),
    index('applications_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/** Status history: one row per change, the submission itself included (from null). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: applicationStatuses }),
    toStatus: text('to_status', { enum: applicationStatuses }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's note; shown to admins only. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** Which form a tenant's applications use; made from the built-in default on first use. */
export const applicationForms = pgTable('application_forms', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  formId: uuid('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
});

/** An admin's note on an application: admins only, shown on the application's timeline. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);
