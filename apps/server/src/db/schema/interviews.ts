import { interviewKinds, interviewStatuses } from '@opencareers/contracts/interviews';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { positions } from './positions.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * An interview a company admin scheduled with a candidate for a position. `timeZone` is the
 * IANA zone the interview was planned in (shown beside the candidate's own time); `startsAt`
 * is the instant. A cancelled interview stays, marked, so the candidate still sees it.
 */
export const interviews = pgTable(
  'interviews',
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
      .references(() => positions.id, { onDelete: 'restrict' }),
    /** The candidate's application to this position, when they applied (linked when scheduled). */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    kind: text('kind', { enum: interviewKinds }).notNull(),
    /** The address for onsite interviews, a phone number or note for phone ones. */
    location: text('location'),
    /** An http(s) link for video interviews. */
    meetingUrl: text('meeting_url'),
    interviewers: text('interviewers').array().notNull().default([]),
    notes: text('notes'),
    status: text('status', { enum: interviewStatuses }).notNull().default('scheduled'),
    /**
     * RFC 5545 SEQUENCE: raised on every change the candidate is told about (time, place,
     * link, cancellation), so calendars replace the old copy and each change is told once.
     */
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('interviews_tenant_starts_idx').on(t.tenantId, t.startsAt),
    index('interviews_tenant_user_idx').on(t.tenantId, t.userId, t.startsAt),
  ],
);
