import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, notifications, offerDocuments, offers, signatures } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { offerSourceKey } from '../notifications/candidate-events.ts';
import { fakeMailer } from '../notifications/fake-mailer.ts';
import { relayOutbox } from '../notifications/mail-relay.ts';
import { notificationRepository } from '../notifications/repository.ts';
import { admin, candidate, makeOffer } from './offers-test-kit.ts';

/*
 * Fault injection (issue 13): a state change and what it tells the candidate are one
 * transaction, so a failing notifier leaves nothing committed (a clean 500, and the retry
 * succeeds), and a failing mail server never undoes a committed change (the mail waits in the
 * outbox and leaves when the server is back).
 */
const server = fakeMailer();
let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { mailer: server.mailer });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  server.down(false);
});

const db = () => t.database.db;
const statusOf = async (id: string) =>
  (await db().select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s;
const aboutOffer = (id: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.sourceKey, offerSourceKey(id)));
const signatureCount = async (offerId: string) =>
  (await db().select({ n: count() }).from(signatures).where(eq(signatures.offerId, offerId)))[0]!.n;
const typed = () => multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
const injected = () => new Error('injected notifier failure');

describe('a failing notifier never leaves a committed change untold', () => {
  it('decline: a clean 500 with nothing committed, then the retry declines and tells; a third try is a consistent 409', async () => {
    const offer = await makeOffer(t, adminAgent);
    vi.spyOn(notificationRepository, 'resolve').mockRejectedValueOnce(injected());
    const failed = await me.post(`/api/offer/offers/${offer.id}/decline`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(await statusOf(offer.id)).toBe('Extended');
    expect((await aboutOffer(offer.id)).map((n) => n.resolvedAt)).toEqual([null]);

    const retried = await me.post(`/api/offer/offers/${offer.id}/decline`);
    expect(retried.statusCode).toBe(200);
    expect(await statusOf(offer.id)).toBe('Declined');
    const told = await aboutOffer(offer.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.resolvedAt).toBeInstanceOf(Date);

    const third = await me.post(`/api/offer/offers/${offer.id}/decline`);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'OFFER_CLOSED' });
  });

  it('accept: the signed letter, the signature, the status and the notification commit together or not at all', async () => {
    const offer = await makeOffer(t, adminAgent);
    const letterId = offer.offer_documents[0]!.id;
    vi.spyOn(notificationRepository, 'resolve').mockRejectedValueOnce(injected());
    const body = await typed();
    const failed = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(failed.statusCode).toBe(500);
    expect(await statusOf(offer.id)).toBe('Extended');
    expect(await signatureCount(offer.id)).toBe(0);
    const [letter] = await db().select().from(offerDocuments).where(eq(offerDocuments.id, letterId));
    expect(letter).toMatchObject({ status: 'Unsigned', signedKey: null });

    const again = await typed();
    const ok = await me.post(`/api/offer/offers/${offer.id}/accept`, again.payload, {
      headers: again.headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.offer).toMatchObject({ status: 'Accepted' });
    expect(await signatureCount(offer.id)).toBe(1);
    expect((await aboutOffer(offer.id))[0]!.resolvedAt).toBeInstanceOf(Date);
  });

  it('extend: nothing is extended unless the candidate is told, and the retry tells once', async () => {
    const draft = await makeOffer(t, adminAgent, { extend: false });
    vi.spyOn(notificationRepository, 'insertOnce').mockRejectedValueOnce(injected());
    expect((await adminAgent.post(`/api/admin/offers/${draft.id}/extend`, {})).statusCode).toBe(500);
    expect(await statusOf(draft.id)).toBe('Draft');
    expect(await aboutOffer(draft.id)).toEqual([]);

    expect((await adminAgent.post(`/api/admin/offers/${draft.id}/extend`, {})).statusCode).toBe(200);
    expect(await statusOf(draft.id)).toBe('Extended');
    expect(await aboutOffer(draft.id)).toHaveLength(1);
  });
});

describe('a failing mail server never undoes a committed change', () => {
  it('the offer is extended and told at once; its email leaves when the server is back', async () => {
    await relayOutbox(db(), server.mailer);
    server.down(true);
    const offer = await makeOffer(t, adminAgent);
    expect(await statusOf(offer.id)).toBe('Extended');
    const [told] = await aboutOffer(offer.id);
    const mailOf = async () =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.notificationId, told!.id)))
      )[0]!;
    expect(await mailOf()).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await relayOutbox(db(), server.mailer)).toMatchObject({ retried: 1 });
    expect(await mailOf()).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: '421 service not available',
    });

    server.down(false);
    const later = () => new Date(Date.now() + 10 * 60_000);
    expect(await relayOutbox(db(), server.mailer, undefined, later)).toMatchObject({ sent: 1 });
    const mail = await mailOf();
    expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
    expect(server.sent.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    expect(server.sent.at(-1)!.to).toBe(demoTenant.candidate.email);
  });
});
