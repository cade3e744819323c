import { roles } from '@opencareers/contracts/user';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique per tenant, so one person may hold accounts at several companies. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull().default('candidate'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    location: text('location').notNull().default(''),
    /** The UI language the user chose (a code of contracts' uiLocales); null: not chosen. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
    index('users_tenant_idx').on(t.tenantId),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);
