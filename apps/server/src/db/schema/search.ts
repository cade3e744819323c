import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { positions } from './positions.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** Positions a candidate saved (spec search §3 positionUserActions.isSaved). */
export const savedPositions = pgTable(
  'saved_positions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index('saved_positions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/** A candidate's job cart (spec search §4: add and remove). */
export const jobCartItems = pgTable(
  'job_cart_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept as text, not a foreign key: a closed or deleted position is reported back as invalid. */
    positionId: text('position_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index('job_cart_items_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/** What match scoring needs from a candidate: skills, current title, seniority, experience, location. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    skills: text('skills').array().notNull().default([]),
    experienceYears: integer('experience_years'),
    location: text('location').notNull().default(''),
    countryCode: text('country_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Work places the candidate accepts; empty means any. */
    workPlaces: text('work_places').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_tenant_idx').on(t.tenantId)],
);

/**
 * One row per changed position, written by triggers on positions and position_locations
 * (migrations 0009 and 0034). Every server process polls it to keep its
 * in-memory index fresh; old rows are pruned.
 */
export const searchIndexChanges = pgTable(
  'search_index_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    positionId: uuid('position_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_index_changes_changed_idx').on(t.changedAt)],
);
