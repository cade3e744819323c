import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerLetterTemplates, offers, positions, users } from '../../db/schema/index.ts';

export type LetterTemplateRow = typeof offerLetterTemplates.$inferSelect;

/** The tenant's letter template row and the offer facts a preview fills it with. */
export const letterTemplateRepository = {
  async find(db: Db, tenantId: string) {
    const [row] = await db
      .select({ template: offerLetterTemplates, firstname: users.firstname, lastname: users.lastname })
      .from(offerLetterTemplates)
      .leftJoin(users, eq(users.id, offerLetterTemplates.updatedBy))
      .where(eq(offerLetterTemplates.tenantId, tenantId))
      .limit(1);
    if (!row) return undefined;
    const by = row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim();
    return { ...row.template, updatedByName: by };
  },

  /**
   * Writes the body as the next version if the stored version is still `expected` (0: none
   * stored yet). One statement either way, so of two concurrent saves from one version only
   * one lands; answers false for the other.
   */
  async save(db: Db, tenantId: string, body: string | null, expected: number, userId: string) {
    const values = { body, version: expected + 1, updatedBy: userId, updatedAt: new Date() };
    const saved =
      expected === 0
        ? await db
            .insert(offerLetterTemplates)
            .values({ tenantId, ...values })
            .onConflictDoNothing()
            .returning({ version: offerLetterTemplates.version })
        : await db
            .update(offerLetterTemplates)
            .set(values)
            .where(
              and(eq(offerLetterTemplates.tenantId, tenantId), eq(offerLetterTemplates.version, expected)),
            )
            .returning({ version: offerLetterTemplates.version });
    return saved.length > 0;
  },

  /** What a letter for this offer says: the candidate, the position and the offer's terms. */
  async offerFacts(db: Db, tenantId: string, offerId: string) {
    const [row] = await db
      .select({
        offer: offers,
        title: positions.title,
        department: positions.department,
        payMax: positions.payMax,
        payCurrency: positions.payCurrency,
        payPeriod: positions.payPeriod,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(offers)
      .innerJoin(positions, eq(positions.id, offers.positionId))
      .innerJoin(users, eq(users.id, offers.candidateId))
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
      .limit(1);
    return row;
  },
};
