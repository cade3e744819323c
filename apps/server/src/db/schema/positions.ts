import { positionStatuses } from '@opencareers/contracts/position';
import type { ScreeningQuestion } from '@opencareers/contracts/screening-questions';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { forms } from './forms.ts';
import { tenants } from './tenants.ts';

export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The company's own requisition id; imports upsert by it. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    employmentType: text('employment_type').notNull(),
    seniority: text('seniority').notNull(),
    workPlace: text('work_place').notNull(),
    skills: text('skills').array().notNull().default([]),
    descriptionHtml: text('description_html').notNull(),
    /*
     * What search needs of the description, stored when the job is saved (search/derived-text.ts)
     * so that starting the server does not work it out again for every job. Null, or another
     * version, when not worked out yet: the search index loader does it then and stores it. A
     * trigger (migration 0034) empties them when the description changes without them.
     */
    searchSnippet: text('search_snippet'),
    searchTerms: text('search_terms'),
    searchTextVersion: integer('search_text_version'),
    /** The language the job is written in (a BCP 47 tag); null: the company's default language. */
    language: text('language'),
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    payCurrency: text('pay_currency'),
    payPeriod: text('pay_period'),
    status: text('status', { enum: positionStatuses }).notNull().default('open'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Link-only: never listed in search or the sitemap, reachable by /careers/job/private?pid=. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Per-job screening questions (contracts/screening-questions.ts), asked after the standard fields. */
    screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
    /** The form candidates fill in for this job; null means the tenant's application form. */
    applicationFormId: uuid('application_form_id').references(() => forms.id, { onDelete: 'set null' }),
    /** Bumped by every admin edit; an edit made against an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('positions_tenant_external_uq').on(t.tenantId, t.externalId),
    index('positions_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

export const positionLocations = pgTable(
  'position_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    region: text('region'),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('position_locations_position_idx').on(t.positionId),
    index('position_locations_tenant_idx').on(t.tenantId),
  ],
);
