import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { positions } from './positions.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** Raw bytes; node-postgres and PGlite both hand back a Uint8Array/Buffer for bytea. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (v instanceof Uint8Array ? v : new Uint8Array(v as ArrayBufferLike)),
});

/**
 * Stored files, addressed by `key` (the offer document's s3_path). Bytes live in PostgreSQL so
 * every server process sees the same files; an object-store backend keeps the key and leaves
 * `content` empty.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_tenant_key_uq').on(t.tenantId, t.key)],
);

export const offerStatuses = [
  'Draft',
  'Extended',
  'Accepted',
  'Declined',
  'Canceled',
  'Contract Extended',
  'Contract Accepted',
] as const;

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Opaque id used in candidate links (the spec's enc_id). */
    encId: text('enc_id').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['job', 'contract'] })
      .notNull()
      .default('job'),
    status: text('status', { enum: offerStatuses }).notNull().default('Draft'),
    /** Which of the three offer-letter presentations the candidate gets (shell §2). */
    letterPresentation: text('letter_presentation', { enum: ['esign', 'sign_form', 'upload'] })
      .notNull()
      .default('sign_form'),
    payAmount: integer('pay_amount'),
    payCurrency: text('pay_currency'),
    payPeriod: text('pay_period'),
    startDate: text('start_date'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_tenant_enc_uq').on(t.tenantId, t.encId),
    index('offers_tenant_candidate_idx').on(t.tenantId, t.candidateId),
  ],
);

export const documentStatuses = ['Pending', 'Signed', 'Unsigned', 'Read Only'] as const;

export const offerDocuments = pgTable(
  'offer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** offer_letter is what the offer-letter screen shows; others are supporting documents. */
    documentType: text('document_type', { enum: ['offer_letter', 'document'] }).notNull(),
    signMode: text('sign_mode', { enum: ['sign', 'esign', 'read_only'] }).notNull(),
    status: text('status', { enum: documentStatuses }).notNull(),
    /** The file the company gave; kept unchanged so the signature's "before" hash can be rechecked. */
    originalKey: text('original_key').notNull(),
    /** The signed file, once signed. */
    signedKey: text('signed_key'),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_documents_offer_idx').on(t.offerId)],
);

/** The audit trail: one row per signature, enough to prove later who signed what and when. */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => offerDocuments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['typed', 'upload', 'esign'] }).notNull(),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    sha256Before: text('sha256_before').notNull(),
    sha256After: text('sha256_after').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signatures_offer_idx').on(t.offerId)],
);

/** Every offer state change, written by record-offer-event.ts only. */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId)],
);
