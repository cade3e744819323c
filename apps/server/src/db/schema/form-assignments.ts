import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { formSubmissions, forms } from './forms.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A stored form an admin asked one candidate to fill in. Status follows the spec's form
 * statuses (open → in_progress → completed); "canceled" is the admin withdrawing it, kept
 * rather than deleted so the admin list still shows what was asked and when.
 */
export const formAssignments = pgTable(
  'form_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The application it was assigned from (pipeline, issue 16); null when assigned from the forms page. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** open, in_progress, completed or canceled. */
    status: text('status').notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The recruiter's note to the candidate, shown on the card and the form page. */
    message: text('message'),
    /**
     * Answers saved for later. Never SSN/SIN answers or uploads: those are only kept sealed
     * or as files once submitted, so a draft cannot leak them.
     */
    draftAnswers: jsonb('draft_answers').$type<Record<string, unknown>>(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    // One live assignment of a form per candidate: assigning it again while open is refused (409).
    uniqueIndex('form_assignments_live_uq')
      .on(t.tenantId, t.userId, t.formId)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    index('form_assignments_user_idx').on(t.tenantId, t.userId, t.status),
    index('form_assignments_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
