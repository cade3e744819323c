import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A company's optional OpenAI-compatible connection for the assistant (issue 22 item 3), one
 * row per tenant. Kept out of the tenant's config on purpose: the config is served to browsers
 * (boot), and the API key must never leave the server. The key is sealed (AES-256-GCM,
 * lib/secret-box) with the tenant's id as associated data.
 */
export const assistantConnections = pgTable('assistant_connections', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKeySealed: text('api_key_sealed'),
  timeoutSeconds: integer('timeout_seconds').notNull().default(10),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
