import type {
  EducationItem,
  ExperienceItem,
  LanguageItem,
  LinkItem,
  Preferences,
  ProfilePlace,
  SkillItem,
} from '@opencareers/contracts/profile';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './offers.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The candidate's own profile (issue 12), as they edit it. A profile is always read and
 * written whole and its lists are small and bounded (contracts profileListSections), so the
 * ordered lists live in jsonb columns: a reorder or an edit is one row update under one lock.
 * What other modules query (title, skills, place) is projected into `profiles`, the match
 * read model, in the same transaction.
 */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    /** Contact email; the login email stays on users and is changed elsewhere. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The gazetteer's reading of `location`; null when it is empty. */
    place: jsonb('place').$type<ProfilePlace>(),
    headline: text('headline').notNull().default(''),
    summary: text('summary').notNull().default(''),
    experience: jsonb('experience').$type<ExperienceItem[]>().notNull().default([]),
    education: jsonb('education').$type<EducationItem[]>().notNull().default([]),
    skills: jsonb('skills').$type<SkillItem[]>().notNull().default([]),
    languages: jsonb('languages').$type<LanguageItem[]>().notNull().default([]),
    links: jsonb('links').$type<LinkItem[]>().notNull().default([]),
    preferences: jsonb('preferences').$type<Preferences>().notNull(),
    /** Key of the avatar image in `files`; null when there is none. */
    avatarKey: text('avatar_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_profiles_tenant_idx').on(t.tenantId)],
);

/** The candidate's résumé files; at most one is primary (the one forms attach first). */
export const profileResumes = pgTable(
  'profile_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_resumes_tenant_user_idx').on(t.tenantId, t.userId),
    // One primary per candidate, enforced by the database, not only by the service.
    uniqueIndex('profile_resumes_one_primary_uq').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);
