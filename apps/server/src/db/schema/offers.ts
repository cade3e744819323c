import {
  documentStatuses,
  letterPresentations,
  offerDocumentTypes,
  offerKinds,
  offerStatuses,
  signatureMethods,
  signModes,
} from '@opencareers/contracts/offers';
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
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
    /** The application this offer answers (pipeline, issue 16); null for offers made without one. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: offerKinds }).notNull().default('job'),
    status: text('status', { enum: offerStatuses }).notNull().default('Draft'),
    /** Which of the three offer-letter presentations the candidate gets (shell §2). */
    letterPresentation: text('letter_presentation', { enum: letterPresentations })
      .notNull()
      .default('sign_form'),
    payAmount: integer('pay_amount'),
    payCurrency: text('pay_currency'),
    payPeriod: text('pay_period'),
    startDate: text('start_date'),
    /** Where the work happens (an office, a city, "Remote"), shown on the candidate's overview. */
    place: text('place'),
    /** Who the candidate will report to, shown on the overview. */
    hiringManager: text('hiring_manager'),
    /** What happens after signing, shown to the candidate once the offer is accepted (per offer). */
    nextSteps: text('next_steps'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The candidate's reason when declining, shown to the company (optional). */
    declineReason: text('decline_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_tenant_enc_uq').on(t.tenantId, t.encId),
    index('offers_tenant_candidate_idx').on(t.tenantId, t.candidateId),
  ],
);

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
    documentType: text('document_type', { enum: offerDocumentTypes }).notNull(),
    signMode: text('sign_mode', { enum: signModes }).notNull(),
    status: text('status', { enum: documentStatuses }).notNull(),
    /** The file the company gave; kept unchanged so the signature's "before" hash can be rechecked. */
    originalKey: text('original_key').notNull(),
    /** The signed file, once signed. */
    signedKey: text('signed_key'),
    /**
     * The stamped signed copy before its digital seal: countersigning stamps this again and
     * seals the result once, so the final file carries one signature that covers everything.
     */
    unsealedKey: text('unsealed_key'),
    /** A signed copy the candidate uploaded, waiting for the company's review (status Pending). */
    uploadedKey: text('uploaded_key'),
    uploadedSha256: text('uploaded_sha256'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    uploadedIp: text('uploaded_ip'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the company returned the last uploaded copy; the candidate sees it and can upload again. */
    returnReason: text('return_reason'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
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
    /** countersign: the company's signature after the candidate's (userId is the admin). */
    method: text('method', { enum: signatureMethods }).notNull(),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    sha256Before: text('sha256_before').notNull(),
    sha256After: text('sha256_after').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** For an uploaded copy: the admin who approved it, and when. */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
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

/**
 * Each tenant's document-signing key and self-signed certificate (PAdES signatures on signed
 * offer PDFs). The private key is sealed with the installation's SecretBox; at most one row
 * per tenant has no retiredAt (the current key). Rotation retires it and makes a new one.
 */
export const tenantSigningKeys = pgTable(
  'tenant_signing_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    certificatePem: text('certificate_pem').notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  // One current key per tenant: two processes creating the first key at once cannot both win.
  (t) => [uniqueIndex('tenant_signing_keys_current_uq').on(t.tenantId).where(sql`${t.retiredAt} is null`)],
);
