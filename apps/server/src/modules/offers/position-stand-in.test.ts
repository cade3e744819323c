import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, positions, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serverLocaleCodes, translator } from '../notifications/server-messages.ts';
import { admin, candidate, makeOffer } from './offers-test-kit.ts';

/*
 * Issue 21: a job without a title is named by the catalogue's stand-in ("a position") in the
 * reader's language, in what the candidate and the company are told about its offer.
 */

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const toldAbout = async (email: string, eventKey: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, await idOf(email)), eq(notifications.eventKey, eventKey)))
  )[0];

describe('the stand-in for a job without a title', () => {
  it('is in each language of the catalogue, and not the English words in another language', () => {
    for (const locale of serverLocaleCodes.filter((l) => !l.startsWith('en')))
      expect(translator(locale)('standIn.position'), locale).not.toBe('a position');
  });

  it('names the job in the candidate’s German and the admin’s English', async () => {
    const saved = await me.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = await makeOffer(t, adminAgent, { extend: false });
    // Titles are required when a job is written; an old or imported row may still lack one.
    const [row] = await t.database.db
      .select({ positionId: offers.positionId })
      .from(offers)
      .where(eq(offers.id, offer.id));
    await t.database.db.update(positions).set({ title: '  ' }).where(eq(positions.id, row!.positionId));
    const extendedNow = await adminAgent.post(`/api/admin/offers/${offer.id}/extend`, {});
    expect(extendedNow.statusCode, extendedNow.body).toBe(200);

    const extended = await toldAbout(demoTenant.candidate.email, `offer_extended:${offer.id}`);
    expect(extended!.message).toMatch(/^Sie haben ein Jobangebot für eine Stelle\./);
    // The web app has no word for the stand-in: the panel shows the stored German message.
    expect(extended!.messageKey).toBeNull();

    const declined = await me.post(`/api/offer/offers/${offer.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    const told = await toldAbout(demoTenant.admin.email, `admin_offer_declined:${offer.id}`);
    expect(told!.message).toBe(
      `${demoTenant.candidate.firstname} ${demoTenant.candidate.lastname} declined the offer for a position.`,
    );
  });
});
