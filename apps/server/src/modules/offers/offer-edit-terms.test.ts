import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerDocuments, offerEvents, offers, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, candidate, type MakeOfferOptions, makeOffer, setExpiry } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const newTerms = (version: string) => ({
  version,
  pay_amount: 135000,
  pay_currency: 'EUR',
  pay_period: 'year',
  start_date: '2027-02-01',
  expires_at: inAWeek(),
  place: 'Lisbon office',
  hiring_manager: 'Dana Okafor',
});

async function offerWithVersion(opts: MakeOfferOptions = {}) {
  const offer = await makeOffer(t, adminAgent, opts);
  const view = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.offer;
  return { ...offer, version: view.updated_at as string, view };
}
const letterText = async (offerId: string, documentId: string) => {
  const res = await adminAgent.get(`/api/admin/offers/${offerId}/documents/${documentId}/file`);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
};
const candidateMessages = async () => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, demoTenant.candidate.email));
  return (await t.database.db.select().from(notifications).where(eq(notifications.userId, u!.id))).map(
    (n) => n.message,
  );
};
/** Everything an edit could change about one offer. */
const stateOf = async (offerId: string) => {
  const db = t.database.db;
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  const docs = await db.select().from(offerDocuments).where(eq(offerDocuments.offerId, offerId));
  const [events] = await db.select({ n: count() }).from(offerEvents).where(eq(offerEvents.offerId, offerId));
  return { row, docs, events: events!.n, messages: (await candidateMessages()).length };
};
const edit = (agent: HttpAgent, offerId: string, body: unknown) =>
  agent.request({ method: 'PUT', url: `/api/admin/offers/${offerId}/terms`, payload: body as object });

describe('editing an offer before the candidate answers', () => {
  it('a draft: the terms change and the letter is drawn again; the candidate is not told yet', async () => {
    const offer = await offerWithVersion({ extend: false });
    const letter = offer.offer_documents[0]!;
    const before = await stateOf(offer.id);
    const res = await edit(adminAgent, offer.id, newTerms(offer.version));
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data.offer;
    expect(view).toMatchObject({
      pay_amount: 135000,
      pay_currency: 'EUR',
      start_date: '2027-02-01',
      place: 'Lisbon office',
      hiring_manager: 'Dana Okafor',
      status: 'Draft',
    });
    expect(view.updated_at).not.toBe(offer.version);
    const after = await stateOf(offer.id);
    expect(after.docs[0]!.originalKey).not.toBe(before.docs[0]!.originalKey);
    expect(after.messages).toBe(before.messages);
    const text = await letterText(offer.id, letter.id);
    expect(text).toContain('€135,000 per year');
    expect(text).toContain('02/01/2027');
  });

  it('an extended offer: the candidate sees the new terms and is told', async () => {
    const offer = await offerWithVersion();
    const res = await edit(adminAgent, offer.id, newTerms(offer.version));
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await me.get(`/api/offer/${offer.id}`)).json().data.offer;
    expect(mine.terms).toMatchObject({ pay_amount: 135000, place: 'Lisbon office' });
    expect((await candidateMessages()).some((m) => m.startsWith('The company updated the offer for'))).toBe(
      true,
    );
    const [event] = await t.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, offer.id), eq(offerEvents.event, 'terms_updated')));
    expect(event).toMatchObject({ fromStatus: 'Extended', toStatus: 'Extended' });
    // The letter can still be signed, and the signed copy carries the new terms.
    const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    const signed = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await letterText(offer.id, offer.offer_documents[0]!.id)).toContain('Lisbon office');
  });

  it('keeps the letter when asked to, and clears terms left out', async () => {
    const offer = await offerWithVersion({ extend: false });
    const before = await stateOf(offer.id);
    const res = await edit(adminAgent, offer.id, { version: offer.version, regenerate_letter: false });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stateOf(offer.id);
    expect(after.docs[0]!.originalKey).toBe(before.docs[0]!.originalKey);
    expect(after.row).toMatchObject({ payAmount: null, startDate: null, place: null, expiresAt: null });
  });

  it('refuses with 409 and the current state once answered, canceled or expired, changing nothing', async () => {
    const accepted = await offerWithVersion();
    const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    await me.post(`/api/offer/offers/${accepted.id}/accept`, body.payload, { headers: body.headers });
    const declined = await offerWithVersion();
    expect((await me.post(`/api/offer/offers/${declined.id}/decline`, {})).statusCode).toBe(200);
    const canceled = await offerWithVersion();
    expect((await adminAgent.post(`/api/admin/offers/${canceled.id}/cancel`)).statusCode).toBe(200);
    const expired = await offerWithVersion();
    await setExpiry(t, expired.id, new Date(Date.now() - 60_000));
    const cases = [
      [accepted, 'Accepted'],
      [declined, 'Declined'],
      [canceled, 'Canceled'],
      [expired, 'Expired'],
    ] as const;
    for (const [offer, status] of cases) {
      const current = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.offer.updated_at;
      const before = await stateOf(offer.id);
      const res = await edit(adminAgent, offer.id, newTerms(current));
      expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
      expect(res.json().fieldErrors).toMatchObject({ status });
      expect(await stateOf(offer.id)).toEqual(before);
    }
  });

  it('refuses once the candidate signed one of the documents', async () => {
    const offer = await offerWithVersion({ extraDocuments: [{ name: 'NDA', sign_mode: 'sign' }] });
    const nda = offer.offer_documents.find((d) => d.name === 'NDA')!;
    const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    const signed = await me.post(`/api/offer/offers/${offer.id}/${nda.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const current = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.offer.updated_at;
    const before = await stateOf(offer.id);
    const res = await edit(adminAgent, offer.id, newTerms(current));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toMatchObject({ status: 'Extended', document_status: 'Signed' });
    expect(await stateOf(offer.id)).toEqual(before);
  });

  it('an edit made from an old version is refused: two admins cannot both win', async () => {
    const offer = await offerWithVersion();
    const other = await admin(t);
    const [a, b] = await Promise.all([
      edit(adminAgent, offer.id, { ...newTerms(offer.version), place: 'Porto' }),
      edit(other, offer.id, { ...newTerms(offer.version), place: 'Braga' }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Porto' : 'Braga';
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/changed this offer meanwhile/);
    expect((await stateOf(offer.id)).row!.place).toBe(winner);
    // The loser's stale version stays refused after the race too.
    expect((await edit(other, offer.id, newTerms(offer.version))).statusCode).toBe(409);
  });

  it('answers generated bad input with a clean 4xx and changes nothing', async () => {
    const offer = await offerWithVersion();
    const before = await stateOf(offer.id);
    const hostileText = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('', ' ', '\u0000', 'x'.repeat(201), '<script>', '2026-02-31', 'usd', '-1'),
    );
    const value = fc.oneof(
      hostileText,
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            version: fc.oneof(hostileText, fc.constant('2020-01-01T00:00:00.000Z')),
            pay_amount: value,
            pay_currency: value,
            pay_period: value,
            start_date: value,
            expires_at: value,
            place: value,
            hiring_manager: value,
            regenerate_letter: value,
            extra: value,
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await edit(adminAgent, offer.id, body);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    );
    expect(await stateOf(offer.id)).toEqual(before);
    // An unknown offer, and a bad id.
    expect((await edit(adminAgent, crypto.randomUUID(), newTerms(offer.version))).statusCode).toBe(404);
    expect((await edit(adminAgent, 'not-a-uuid', newTerms(offer.version))).statusCode).toBe(400);
    expect((await edit(me, offer.id, newTerms(offer.version))).statusCode).toBe(403);
  }, 180_000);
});
