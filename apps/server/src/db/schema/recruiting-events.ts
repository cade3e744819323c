import { eventFormats, eventRegistrationStatuses, eventStatuses } from '@opencareers/contracts/events';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A recruiting event a company admin set up (a webinar, an open day, a career fair): online
 * with a link or at an address, with an optional number of seats, and the jobs or departments
 * it concerns. `timeZone` is the IANA zone it was planned in; the instants are absolute.
 * Candidates only see published events; a cancelled one stays, marked, for its registrants.
 */
export const recruitingEvents = pgTable(
  'recruiting_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    format: text('format', { enum: eventFormats }).notNull(),
    /** The address of an in-person event. */
    location: text('location'),
    /** The http(s) link of an online event, given to registered candidates only. */
    meetingUrl: text('meeting_url'),
    /** Seats; null for no limit. */
    capacity: integer('capacity'),
    /**
     * The jobs it concerns. An array rather than a join table: a handful of ids read with the
     * event, never queried on their own but for "events of this job" (a GIN-less any() over
     * the tenant's few upcoming events). A deleted job simply stops matching.
     */
    positionIds: uuid('position_ids').array().notNull().default([]),
    /** The departments it concerns, as the jobs name them (positions.department). */
    departments: text('departments').array().notNull().default([]),
    published: boolean('published').notNull().default(false),
    status: text('status', { enum: eventStatuses }).notNull().default('scheduled'),
    /** RFC 5545 SEQUENCE: raised when time or place change or it is cancelled, so calendars replace the old copy. */
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('recruiting_events_tenant_starts_idx').on(t.tenantId, t.startsAt)],
);

/**
 * A candidate's seat at an event. One row per candidate and event: cancelling marks it,
 * registering again brings it back, so registering twice never takes two seats.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => recruitingEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: eventRegistrationStatuses }).notNull().default('registered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_uq').on(t.eventId, t.userId),
    index('event_registrations_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
