import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The company's knowledge base for the search page's assistant (issue 22): FAQ entries,
 * benefits, the hiring process, the visa policy. The assistant answers company questions by
 * retrieval from these rows only, and cites the entry it answered from.
 */
export const assistantKnowledge = pgTable(
  'assistant_knowledge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Other words people use for the topic, comma-separated; matched like the title. */
    keywords: text('keywords').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_knowledge_tenant_idx').on(t.tenantId, t.createdAt)],
);
