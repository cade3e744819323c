import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerDocuments, offers, signatures, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { markExpiredOffers } from './mark-expired-offers.ts';
import { admin, candidate, makeOffer, makePdf, setExpiry } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const uploadBody = (content: Uint8Array) =>
  multipart({}, [
    { field: 'signed_offer_letter_pdf_file', name: 'signed.pdf', type: 'application/pdf', content },
  ]);
const upload = async (offerId: string, content: Uint8Array) => {
  const b = await uploadBody(content);
  return me.post(`/api/offer/offers/${offerId}/accept`, b.payload, { headers: b.headers });
};
const docRow = async (offerId: string) =>
  (await t.database.db.select().from(offerDocuments).where(eq(offerDocuments.offerId, offerId)))[0]!;
const offerStatus = async (id: string) =>
  (await t.database.db.select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s;
const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
const download = async (agent: HttpAgent, url: string) => new Uint8Array((await agent.get(url)).rawPayload);
const messagesFor = async (email: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u!.id)))
  ).map((n) => ({ message: n.message, actionRequired: n.actionRequired }));
};

/** Runs poppler's pdfsig on the bytes; answers its report. */
function pdfsig(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdfsig-')), 'signed.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    // pdfsig exits non-zero when a certificate is not trusted; the report is still on stdout.
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

describe('an uploaded signed copy is reviewed by the company', () => {
  it('refuses the unsigned original and changes nothing', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const original = await download(
      adminAgent,
      `/api/admin/offers/${offer.id}/documents/${offer.offer_documents[0]!.id}/file`,
    );
    const res = await upload(offer.id, original);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unsigned original/);
    expect((await docRow(offer.id)).status).toBe('Unsigned');
  });

  it('two admins reviewing the same copy at once: one wins, the other gets 409 and changes nothing', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const base = `/api/admin/offers/${offer.id}/documents/${offer.offer_documents[0]!.id}`;
    expect((await upload(offer.id, await makePdf('Signed by hand'))).statusCode).toBe(200);
    const other = await admin(t);
    const [approved, returned] = await Promise.all([
      adminAgent.post(`${base}/approve`, {}),
      other.post(`${base}/return`, { reason: 'Unreadable.' }),
    ]);
    const codes = [approved.statusCode, returned.statusCode].sort();
    expect(codes, `${approved.body} ${returned.body}`).toEqual([200, 409]);
    const loser = approved.statusCode === 409 ? approved : returned;
    // Refused before its transaction (the other had already finished) or by the guarded update.
    expect(['This copy was reviewed meanwhile.', 'There is no uploaded copy waiting for review.']).toContain(
      loser.json().message,
    );
    const row = await docRow(offer.id);
    if (approved.statusCode === 200) {
      expect(row).toMatchObject({ status: 'Signed', returnReason: null });
      expect(await offerStatus(offer.id)).toBe('Accepted');
    } else {
      expect(row).toMatchObject({ status: 'Unsigned', returnReason: 'Unreadable.', signedKey: null });
      expect(await offerStatus(offer.id)).not.toBe('Accepted');
    }
  });

  it('returned with a reason, uploaded again, approved: stamped truthfully, sealed, accepted, both sides told', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const docId = offer.offer_documents[0]!.id;
    const base = `/api/admin/offers/${offer.id}/documents/${docId}`;

    const first = await upload(offer.id, await makePdf('Signed by hand, but page 2 missing'));
    expect(first.statusCode, first.body).toBe(200);
    expect((await docRow(offer.id)).status).toBe('Pending');
    expect(
      (await messagesFor(demoTenant.admin.email)).some((m) => m.message.includes('uploaded a signed copy')),
    ).toBe(true);
    // Waiting for review: a second upload is refused with the current state.
    const again = await upload(offer.id, await makePdf('another'));
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toMatchObject({ document_status: 'Pending' });

    const view = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.offer;
    expect(view.in_review).toBe(true);
    expect(view.reviews[0]).toMatchObject({ document_id: docId });
    expect((await adminAgent.get(view.reviews[0].uploaded_url)).statusCode).toBe(200);

    expect((await adminAgent.post(`${base}/return`, { reason: '' })).statusCode).toBe(400);
    const returned = await adminAgent.post(`${base}/return`, { reason: 'Page 2 is not signed.' });
    expect(returned.statusCode, returned.body).toBe(200);
    const mine = (await me.get(`/api/offer/${offer.id}`)).json().data.offer;
    expect(mine.offer_documents[0]).toMatchObject({
      status: 'Unsigned',
      return_reason: 'Page 2 is not signed.',
    });
    expect(
      (await messagesFor(demoTenant.candidate.email)).some((m) =>
        m.message.includes('Page 2 is not signed.'),
      ),
    ).toBe(true);
    // Nothing left to review: approving now is refused with the state.
    const late = await adminAgent.post(`${base}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().fieldErrors).toMatchObject({ document_status: 'Unsigned' });

    const uploaded = await makePdf('Signed by hand: Jordan Rivera, every page');
    expect((await upload(offer.id, uploaded)).statusCode).toBe(200);
    const approved = await adminAgent.post(`${base}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await offerStatus(offer.id)).toBe('Accepted');
    const [sig] = await t.database.db.select().from(signatures).where(eq(signatures.offerId, offer.id));
    expect(sig).toMatchObject({ method: 'upload', signerName: 'Jordan Rivera' });
    expect(sig!.approvedBy).not.toBeNull();

    const signed = await download(me, `/api/offer/offers/${offer.id}/documents/${docId}/file`);
    const text = await textOf(signed);
    expect(text).toContain('Uploaded by: Jordan Rivera');
    expect(text).toContain('Reviewed and approved by:');
    expect(text).toContain('No name was typed on this site.');
    expect(text).not.toContain('typed their');
    const report = pdfsig(signed);
    expect(report).toContain('Signature is Valid');
    expect(report).toMatch(/Total document signed/);

    expect(
      (await messagesFor(demoTenant.admin.email)).some((m) => m.message.includes('accepted the offer')),
    ).toBe(true);
    expect(
      (await messagesFor(demoTenant.candidate.email)).some((m) =>
        m.message.includes('You accepted the offer'),
      ),
    ).toBe(true);

    // The company countersigns after the candidate; the new file verifies too.
    const counter = await adminAgent.post(`${base}/countersign`);
    expect(counter.statusCode, counter.body).toBe(200);
    const final = await download(me, `/api/offer/offers/${offer.id}/documents/${docId}/file`);
    expect(await textOf(final)).toContain('Countersignature');
    expect(pdfsig(final)).toContain('Signature is Valid');
    expect((await adminAgent.post(`${base}/countersign`)).statusCode).toBe(409);
  });
});

describe('typed signatures are sealed too', () => {
  it('a typed-name signature verifies with pdfsig, and the name ignores case, accents and spaces', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'sign_form' });
    const body = await multipart({ signature_name: '  jordan   RIVERA ', agreed: 'true' });
    const res = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = await download(
      me,
      `/api/offer/offers/${offer.id}/documents/${offer.offer_documents[0]!.id}/file`,
    );
    expect(pdfsig(signed)).toContain('Signature is Valid');
    expect(await textOf(signed)).toContain('typed their');
  });

  it('a wrong name says which name it expects', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'sign_form' });
    const body = await multipart({ signature_name: 'Someone Else', agreed: 'true' });
    const res = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.signature_name).toContain('Jordan Rivera');
  });
});

describe('review actions refuse what the state does not allow', () => {
  it('generated reasons and document ids never change an offer that has nothing to review', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const docId = offer.offer_documents[0]!.id;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('approve', 'return', 'countersign'),
        fc.oneof(fc.constant(docId), fc.uuid()),
        fc.string({ maxLength: 40 }),
        async (action, id, reason) => {
          const res = await adminAgent.post(`/api/admin/offers/${offer.id}/documents/${id}/${action}`, {
            reason,
          });
          expect([400, 404, 409]).toContain(res.statusCode);
        },
      ),
      { numRuns: 25 },
    );
    expect((await docRow(offer.id)).status).toBe('Unsigned');
    expect(await offerStatus(offer.id)).toBe('Extended');
  });

  it('a declined offer takes the reason and the company sees it', async () => {
    const offer = await makeOffer(t, adminAgent);
    const res = await me.post(`/api/offer/offers/${offer.id}/decline`, { reason: 'I took another offer.' });
    expect(res.statusCode, res.body).toBe(200);
    const view = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.offer;
    expect(view.decline_reason).toBe('I took another offer.');
    const twice = await me.post(`/api/offer/offers/${offer.id}/decline`, {});
    expect(twice.statusCode).toBe(409);
  });
});

describe('expiry is marked by the background job', () => {
  it('an expired offer stops asking for action, and both sides are told once', async () => {
    const offer = await makeOffer(t, adminAgent);
    await setExpiry(t, offer.id, new Date(Date.now() - 60_000));
    const first = await markExpiredOffers(t.database.db, t.app.notifier);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await markExpiredOffers(t.database.db, t.app.notifier)).toBe(0);
    const mine = await messagesFor(demoTenant.candidate.email);
    expect(mine.some((m) => m.message.includes('expired on'))).toBe(true);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, demoTenant.candidate.email));
    const open = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u!.id), eq(notifications.sourceKey, `offer:${offer.id}`)));
    expect(open.every((n) => !n.actionRequired || n.resolvedAt !== null)).toBe(true);
    expect(
      (await messagesFor(demoTenant.admin.email)).some((m) =>
        m.message.includes('expired without an answer'),
      ),
    ).toBe(true);
  });
});
