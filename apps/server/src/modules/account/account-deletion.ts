import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  applications,
  emailOutbox,
  files,
  notifications,
  offerDocuments,
  offerEvents,
  offers,
  signatures,
  users,
} from '../../db/schema/index.ts';
import { collectUserData, fileKeysIn } from './collect-user-data.ts';
import { deletedEmailDomain } from './passwords.ts';
import { type UserTable, userTables } from './user-tables.ts';

/** Offers the company keeps after the candidate leaves: a contract was made or a document signed. */
const contractStatuses = ['Accepted', 'Contract Accepted'] as const;
export const deletedCandidateName = { firstname: 'Deleted', lastname: 'candidate' } as const;
/** What a kept signature shows as the signer once the candidate is gone. */
export const anonymousSigner = 'Deleted candidate';

export interface DeletionResult {
  /** The stand-in user the kept records now point to, when anything was kept. */
  tombstoneId: string | null;
  keptOffers: number;
  keptApplications: number;
  deletedFiles: number;
}

/**
 * Erases a candidate (docs/account.md). What the company keeps — accepted or signed offers with
 * their documents and signature audit trail, and the history of applications (which position,
 * which status, when) — is moved to a fresh stand-in user with no name, email or password, and
 * stripped of personal fields; everything else about the candidate is deleted, files included.
 * The original user id and email are left nowhere. One transaction: all or nothing.
 */
export async function deleteCandidate(
  db: Db,
  user: { tenantId: string; id: string; email: string },
  tables: UserTable[] = userTables(),
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    const { tenantId, id: userId } = user;
    const data = await collectUserData(tx as unknown as Db, tenantId, userId, tables);
    const allKeys = await fileKeysIn(tx as unknown as Db, tenantId, data.owned.values());

    // What staff were told about this candidate (offer answers, submitted forms) names them:
    // those notifications go with the account (their about_user_id cascades, user-tables.ts),
    // and so do the emails written for them, which keep no foreign key to the notification.
    await tx.delete(emailOutbox).where(
      and(
        eq(emailOutbox.tenantId, tenantId),
        inArray(
          emailOutbox.notificationId,
          tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.tenantId, tenantId), eq(notifications.aboutUserId, userId))),
        ),
      ),
    );

    const keptOfferIds = (
      await tx
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.tenantId, tenantId),
            eq(offers.candidateId, userId),
            or(
              inArray(offers.status, [...contractStatuses]),
              inArray(
                offers.id,
                tx.select({ id: signatures.offerId }).from(signatures).where(eq(signatures.userId, userId)),
              ),
            ),
          ),
        )
    ).map((r) => r.id);
    const keptApplicationIds = (
      await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.tenantId, tenantId), eq(applications.userId, userId)))
    ).map((r) => r.id);

    let tombstoneId: string | null = null;
    const keptKeys = new Set<string>();
    if (keptOfferIds.length || keptApplicationIds.length) {
      tombstoneId = randomUUID();
      await tx.insert(users).values({
        id: tombstoneId,
        tenantId,
        email: `deleted-${tombstoneId}${deletedEmailDomain}`,
        // Not an argon2 hash: no password verifies against it, so nobody can log in as it.
        passwordHash: '!deleted',
        role: 'candidate',
        ...deletedCandidateName,
      });
    }
    if (tombstoneId && keptOfferIds.length) {
      await tx.update(offers).set({ candidateId: tombstoneId }).where(inArray(offers.id, keptOfferIds));
      await tx
        .update(signatures)
        .set({ userId: tombstoneId, signerName: anonymousSigner, ip: '', userAgent: '' })
        .where(inArray(signatures.offerId, keptOfferIds));
      await tx
        .update(offerEvents)
        .set({ actorId: tombstoneId })
        .where(and(inArray(offerEvents.offerId, keptOfferIds), eq(offerEvents.actorId, userId)));
      const docs = await tx
        .select({ originalKey: offerDocuments.originalKey, signedKey: offerDocuments.signedKey })
        .from(offerDocuments)
        .where(inArray(offerDocuments.offerId, keptOfferIds));
      for (const d of docs) {
        keptKeys.add(d.originalKey);
        if (d.signedKey) keptKeys.add(d.signedKey);
      }
    }
    if (tombstoneId && keptApplicationIds.length) {
      await tx
        .update(applications)
        // Screening answers are the candidate's words, like the submission's.
        .set({ userId: tombstoneId, formSubmissionId: null, screeningAnswers: [] })
        .where(inArray(applications.id, keptApplicationIds));
      // Staff notes are free text that may name the candidate: the history keeps statuses and dates.
      await tx
        .update(applicationEvents)
        .set({ note: null })
        .where(inArray(applicationEvents.applicationId, keptApplicationIds));
      await tx
        .update(applicationEvents)
        .set({ actorId: tombstoneId })
        .where(
          and(
            inArray(applicationEvents.applicationId, keptApplicationIds),
            eq(applicationEvents.actorId, userId),
          ),
        );
    }

    // Every table that names the user as its owner, found from the schema: most would go with
    // the user row by their foreign keys, but some keep no foreign key (analytics) or keep the
    // row when the user goes (the email outbox, which also holds the address).
    for (const t of tables) {
      if (t.name === 'users') continue;
      for (const c of t.owner) await tx.delete(t.table).where(eq(c.column, userId));
    }
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.toAddress, user.email)));

    const doomed = allKeys.filter((k) => !keptKeys.has(k));
    if (doomed.length)
      await tx.delete(files).where(and(eq(files.tenantId, tenantId), inArray(files.key, doomed)));
    await tx.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return {
      tombstoneId,
      keptOffers: keptOfferIds.length,
      keptApplications: keptApplicationIds.length,
      deletedFiles: doomed.length,
    };
  });
}
