import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { userTables } from './user-tables.ts';

const summary = (source: Record<string, unknown>) =>
  Object.fromEntries(
    userTables(source).map((t) => [
      t.name,
      {
        owner: t.owner.map((c) => c.column.name),
        reference: t.reference.map((c) => c.column.name),
        children: t.children.map((c) => `${c.column.name}->${c.parent}`),
      },
    ]),
  );

describe('the tables that hold rows about a user, read from the schema', () => {
  it('finds owned tables, tables without a foreign key, and rows linked to owned rows', () => {
    const found = summary(schema);
    expect(Object.keys(found)[0]).toBe('users');
    expect(found.users!.owner).toEqual(['id']);
    expect(found.offers).toMatchObject({ owner: ['candidate_id'], reference: ['created_by'] });
    // No foreign key, found by its column name.
    expect(found.analytics_events!.owner).toEqual(['user_id']);
    // The outbox keeps its rows (set null) when the user goes, yet they are the user's.
    expect(found.email_outbox!.owner).toEqual(['user_id']);
    expect(found.offer_documents!.children).toEqual(['offer_id->offers']);
    expect(found.application_events).toMatchObject({
      reference: ['actor_id'],
      children: ['application_id->applications'],
    });
    expect(found.signatures!.owner).toEqual(['user_id']);
    expect(found.password_reset_tokens!.owner).toEqual(['user_id']);
    // Company tables a user merely touched are references, and nothing hangs off them.
    expect(found.forms).toEqual({ owner: [], reference: ['created_by'], children: [] });
    expect(found).not.toHaveProperty('positions');
    expect(found).not.toHaveProperty('tenants');
  });

  it('includes a table added to the schema later, and the rows linked to it', () => {
    const portfolios = pgTable('portfolios', {
      id: uuid('id').primaryKey(),
      tenantId: uuid('tenant_id').notNull(),
      ownerId: uuid('owner_id')
        .notNull()
        .references(() => schema.users.id, { onDelete: 'cascade' }),
    });
    const portfolioItems = pgTable('portfolio_items', {
      id: uuid('id').primaryKey(),
      portfolioId: uuid('portfolio_id')
        .notNull()
        .references(() => portfolios.id, { onDelete: 'cascade' }),
      title: text('title').notNull(),
    });
    const loose = pgTable('loose_notes', { candidateId: uuid('candidate_id'), note: text('note') });
    const found = summary({ ...schema, portfolios, portfolioItems, loose });
    expect(found.portfolios).toEqual({ owner: ['owner_id'], reference: [], children: [] });
    expect(found.portfolio_items).toEqual({
      owner: [],
      reference: [],
      children: ['portfolio_id->portfolios'],
    });
    expect(found.loose_notes).toEqual({ owner: ['candidate_id'], reference: [], children: [] });
  });
});
