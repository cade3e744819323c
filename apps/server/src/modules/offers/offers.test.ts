import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDocuments, offerEvents, offers, signatures } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, candidate, loggedIn, makeOffer, makePdf, setExpiry } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  // The demo offers are seeded here (other suites skip them to start faster).
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SEED_DEMO_OFFERS: 'true' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const typed = (name = 'Jordan Rivera', agreed = 'true') => multipart({ signature_name: name, agreed });
const post = async (
  agent: HttpAgent,
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
) => (body ? agent.post(url, body.payload, { headers: body.headers }) : agent.post(url));
const statusOf = async (id: string) =>
  (await t.database.db.select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s;
const signatureCount = async (offerId: string) =>
  (await t.database.db.select({ n: count() }).from(signatures).where(eq(signatures.offerId, offerId)))[0]!.n;

describe('extending and viewing offers', () => {
  it('the demo candidate starts with three extended offers, one per offer-letter presentation', async () => {
    const list = (await me.get('/api/offer/offers')).json().data.offers;
    expect(list).toHaveLength(3);
    expect(list.map((o: { status: string }) => o.status)).toEqual(['Extended', 'Extended', 'Extended']);
    expect(new Set(list.map((o: { letter_presentation: string }) => o.letter_presentation))).toEqual(
      new Set(['sign_form', 'esign', 'upload']),
    );
  });

  it('a draft is invisible to the candidate until extended, then listed with its generated letter', async () => {
    const draft = await makeOffer(t, adminAgent, { extend: false });
    expect(draft.status).toBe('Draft');
    expect((await me.get(`/api/offer/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await me.get('/api/offer/offers')).json().data.offers.map((o: { id: string }) => o.id),
    ).not.toContain(draft.id);

    expect((await adminAgent.post(`/api/admin/offers/${draft.id}/extend`, {})).statusCode).toBe(200);
    const list = (await me.get('/api/offer/offers')).json().data.offers;
    const listed = list.find((o: { id: string }) => o.id === draft.id);
    expect(listed).toMatchObject({ status: 'Extended', letter_presentation: 'sign_form' });
    expect(listed.offer_documents[0]).toMatchObject({
      name: 'Offer letter',
      status: 'Unsigned',
      document_type: 'offer_letter',
      signed: false,
      b64_string: null,
    });

    const one = (await me.get(`/api/offer/${draft.id}`)).json().data.offer;
    const letter = Buffer.from(one.offer_documents[0].b64_string, 'base64');
    expect(letter.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(letter)), { mergePages: true });
    expect(text).toContain('Dear Jordan Rivera');
    expect(text).toContain('$120,000 per year');
    expect(text).toContain('01/04/2027');

    const events = await t.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, draft.id));
    expect(events.map((e) => [e.event, e.fromStatus, e.toStatus])).toEqual([
      ['extended', 'Draft', 'Extended'],
    ]);
  });

  it('serves a document only to its candidate, as an attachment with nosniff', async () => {
    const offer = await makeOffer(t, adminAgent);
    const url = `/api/offer/offers/${offer.id}/documents/${offer.offer_documents[0]!.id}/file`;
    const res = await me.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');

    const stranger = new HttpAgent(t.app);
    await stranger.boot();
    expect((await stranger.get(url)).statusCode).toBe(401);
    await stranger.post('/api/auth/signup', {
      email: 'stranger@example.com',
      password: 'another long passphrase',
      firstname: 'Sam',
      lastname: 'Stranger',
    });
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.get(`/api/offer/${offer.id}`)).statusCode).toBe(404);
    expect((await post(stranger, `/api/offer/offers/${offer.id}/decline`)).statusCode).toBe(404);
    expect(
      (await post(stranger, `/api/offer/offers/${offer.id}/accept`, await typed('Sam Stranger'))).statusCode,
    ).toBe(404);
    // Another tenant's session sees nothing either.
    expect((await me.get(`/api/offer/${offer.id}`, { query: { domain: 'other.example' } })).statusCode).toBe(
      401,
    );
    expect(await statusOf(offer.id)).toBe('Extended');
  });

  it('only admins manage offers', async () => {
    const res = await me.post('/api/admin/offers', { candidate_email: 'candidate@northwind.example' });
    expect(res.statusCode).toBe(403);
    expect((await me.get('/api/admin/offers')).statusCode).toBe(403);
  });
});

describe('signing with a typed name (sign form)', () => {
  it('refuses a wrong typed name or a missing agreement, changing nothing', async () => {
    const offer = await makeOffer(t, adminAgent);
    const wrong = await post(me, `/api/offer/offers/${offer.id}/accept`, await typed('Jordan Rivers'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SIGNATURE_MISMATCH',
      message: 'Please enter your full name as shown on the offer letter and your profile.',
    });
    const unticked = await post(
      me,
      `/api/offer/offers/${offer.id}/accept`,
      await typed('Jordan Rivera', 'false'),
    );
    expect(unticked.statusCode).toBe(400);
    const empty = await post(me, `/api/offer/offers/${offer.id}/accept`, await typed('   '));
    expect(empty.statusCode).toBe(400);
    expect(await statusOf(offer.id)).toBe('Extended');
    expect(await signatureCount(offer.id)).toBe(0);
  });

  it('signs the letter, accepts the offer, and the signed PDF proves who signed what', async () => {
    const offer = await makeOffer(t, adminAgent);
    const docId = offer.offer_documents[0]!.id;
    const original = (await me.get(`/api/offer/offers/${offer.id}/documents/${docId}/file`)).rawPayload;

    const res = await post(me, `/api/offer/offers/${offer.id}/accept`, await typed('  Jordan   Rivera '));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offer).toMatchObject({ status: 'Accepted' });
    expect(res.json().data.offer.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });

    const [sig] = await t.database.db.select().from(signatures).where(eq(signatures.offerId, offer.id));
    expect(sig).toMatchObject({ signerName: 'Jordan Rivera', method: 'typed', documentId: docId });
    expect(sig!.ip).toBeTruthy();
    expect(sig!.userAgent).toBe('lightMyRequest');
    expect(sig!.sha256Before).toBe(sha(original));

    const signed = (await me.get(`/api/offer/offers/${offer.id}/documents/${docId}/file`)).rawPayload;
    expect(sha(signed)).toBe(sig!.sha256After);
    const pdf = await getDocumentProxy(new Uint8Array(signed));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(pdf.numPages).toBe(2);
    expect(text).toContain('Signature page');
    expect(text).toContain('Signed by: Jordan Rivera');
    expect(text).toContain(sig!.sha256Before);

    // The audit trail is visible to the company.
    const audit = (await adminAgent.get(`/api/admin/offers/${offer.id}`)).json().data.signatures;
    expect(audit[0]).toMatchObject({ sha256_after: sig!.sha256After, signer_name: 'Jordan Rivera' });

    const again = await post(me, `/api/offer/offers/${offer.id}/accept`, await typed());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer has already been accepted and can no longer be changed.');
    expect((await post(me, `/api/offer/offers/${offer.id}/decline`)).statusCode).toBe(409);
    expect(await statusOf(offer.id)).toBe('Accepted');
  });

  it('accepts only when every document that needs signing is signed; read-only ones need nothing', async () => {
    const offer = await makeOffer(t, adminAgent, {
      extraDocuments: [
        { name: 'Confidentiality agreement', sign_mode: 'sign' },
        { name: 'Benefits guide', sign_mode: 'read_only' },
      ],
    });
    const nda = offer.offer_documents.find((d) => d.name === 'Confidentiality agreement')!;
    const guide = offer.offer_documents.find((d) => d.name === 'Benefits guide')!;
    expect(guide.status).toBe('Read Only');

    expect((await post(me, `/api/offer/offers/${offer.id}/accept`, await typed())).statusCode).toBe(200);
    expect(await statusOf(offer.id)).toBe('Extended');

    const readOnly = await post(me, `/api/offer/offers/${offer.id}/${guide.id}/accept`, await typed());
    expect(readOnly.statusCode).toBe(409);

    const ndaBody = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    const signedNda = await post(me, `/api/offer/offers/${offer.id}/${nda.id}/accept`, ndaBody);
    expect(signedNda.statusCode, signedNda.body).toBe(200);
    expect(signedNda.json().data.offer.status).toBe('Accepted');
    expect(await signatureCount(offer.id)).toBe(2);
  });
});

describe('declining, canceling, expiry', () => {
  it('declines once; declining twice or accepting afterwards is refused', async () => {
    const offer = await makeOffer(t, adminAgent);
    const res = await post(me, `/api/offer/offers/${offer.id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.offer.status).toBe('Declined');
    const twice = await post(me, `/api/offer/offers/${offer.id}/decline`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'OFFER_CLOSED',
      message: 'This offer has already been declined and can no longer be changed.',
    });
    expect((await post(me, `/api/offer/offers/${offer.id}/accept`, await typed())).statusCode).toBe(409);
    expect(await statusOf(offer.id)).toBe('Declined');
    expect(await signatureCount(offer.id)).toBe(0);
  });

  it('two declines at the same moment: one wins, the other is refused, one event is written', async () => {
    const offer = await makeOffer(t, adminAgent);
    const answers = await Promise.all([
      post(me, `/api/offer/offers/${offer.id}/decline`),
      post(me, `/api/offer/offers/${offer.id}/decline`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id));
    expect(events.map((e) => e.event)).toEqual(['extended', 'declined']);
  });

  it('refuses every action on an offer past its expiry, and changes nothing', async () => {
    const offer = await makeOffer(t, adminAgent);
    await setExpiry(t, offer.id, new Date(Date.now() - 60_000));
    for (const res of [
      await post(me, `/api/offer/offers/${offer.id}/decline`),
      await post(me, `/api/offer/offers/${offer.id}/accept`, await typed()),
      await post(me, `/api/offer/offers/${offer.id}/${offer.offer_documents[0]!.id}/accept`, await typed()),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OFFER_EXPIRED',
        message: 'This offer has expired and can no longer be accepted or declined.',
      });
    }
    expect(await statusOf(offer.id)).toBe('Extended');
    const [doc] = await t.database.db
      .select()
      .from(offerDocuments)
      .where(eq(offerDocuments.offerId, offer.id));
    expect(doc!.status).toBe('Unsigned');
    // Still viewable, so the candidate sees it as Expired.
    expect((await me.get(`/api/offer/${offer.id}`)).statusCode).toBe(200);
  });

  it('a canceled offer can no longer be answered; a past expiry cannot be set when extending', async () => {
    const offer = await makeOffer(t, adminAgent);
    expect((await adminAgent.post(`/api/admin/offers/${offer.id}/cancel`)).statusCode).toBe(200);
    expect((await me.get(`/api/offer/${offer.id}`)).json().data.offer.status).toBe('Canceled');
    expect((await post(me, `/api/offer/offers/${offer.id}/decline`)).statusCode).toBe(409);
    expect((await adminAgent.post(`/api/admin/offers/${offer.id}/cancel`)).statusCode).toBe(409);

    const draft = await makeOffer(t, adminAgent, { extend: false });
    const past = await adminAgent.post(`/api/admin/offers/${draft.id}/extend`, {
      expires_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(await statusOf(draft.id)).toBe('Draft');
  });

  it('contract offers go Contract Extended → Contract Accepted', async () => {
    const offer = await makeOffer(t, adminAgent, { kind: 'contract' });
    expect(offer.status).toBe('Contract Extended');
    const res = await post(me, `/api/offer/offers/${offer.id}/accept`, await typed());
    expect(res.json().data.offer.status).toBe('Contract Accepted');
  });
});

describe('uploading a signed copy', () => {
  const upload = async (files: { content: Uint8Array; type?: string; name?: string }[]) =>
    multipart(
      {},
      files.map((f) => ({
        field: 'signed_offer_letter_pdf_file',
        name: f.name ?? 'signed.pdf',
        type: f.type ?? 'application/pdf',
        content: f.content,
      })),
    );

  it('refuses a non-PDF (judged by content), two files, and an oversized file', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const url = `/api/offer/offers/${offer.id}/accept`;
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
    ]);
    const notPdf = await post(me, url, await upload([{ content: png }]));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe('Upload a PDF document.');

    const fakePdf = await post(
      me,
      url,
      await upload([{ content: new TextEncoder().encode('%PDF-1.7 but not really') }]),
    );
    expect(fakePdf.statusCode).toBe(400);

    const pdf = await makePdf('Signed by hand');
    const two = await post(me, url, await upload([{ content: pdf }, { content: pdf }]));
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('You should upload at most 1 file');

    const huge = new Uint8Array(10 * 1024 * 1024 + 10);
    huge.set(pdf);
    const big = await post(me, url, await upload([{ content: huge }]));
    expect(big.statusCode).toBe(413);

    expect(await statusOf(offer.id)).toBe('Extended');
    expect(await signatureCount(offer.id)).toBe(0);
  });

  it('keeps one signed PDF for review: the letter is Pending and nothing is accepted yet', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'upload' });
    const pdf = await makePdf('Signed by hand: Jordan Rivera');
    const res = await post(me, `/api/offer/offers/${offer.id}/accept`, await upload([{ content: pdf }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offer).toMatchObject({ status: 'Extended', in_review: true });
    expect(res.json().data.offer.offer_documents[0].status).toBe('Pending');
    expect(await signatureCount(offer.id)).toBe(0);
    void sha;
  });
});

describe('e-signature widget', () => {
  it('serves the signing page to the candidate, signs through it, and esign_status reports it', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'esign' });
    const doc = offer.offer_documents[0]!;
    expect(doc.sign_mode).toBe('esign');
    const one = (await me.get(`/api/offer/${offer.id}`)).json().data.offer;
    expect(one.offer_documents[0].esign_url).toBe(`/api/offer/esign?wid=${doc.id}`);

    const pageRes = await me.get('/api/offer/esign', { query: { wid: doc.id, hosted: 'http://localhost' } });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/text\/html/);
    expect(pageRes.body).toContain('I have read and agree to the terms and conditions');
    const badOrigin = await me.get('/api/offer/esign', {
      query: { wid: doc.id, hosted: 'javascript:alert(1)' },
    });
    expect(badOrigin.statusCode).toBe(400);

    const before = await post(me, `/api/offer/offers/${offer.id}/${doc.id}/esign_status`);
    expect(before.json().data.document_status).toBe('Unsigned');

    const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true', method: 'esign' });
    expect((await post(me, `/api/offer/offers/${offer.id}/${doc.id}/accept`, body)).statusCode).toBe(200);
    const after = await post(me, `/api/offer/offers/${offer.id}/${doc.id}/esign_status`);
    expect(after.json().data).toMatchObject({ document_status: 'Signed', offer: { status: 'Accepted' } });
    const [sig] = await t.database.db.select().from(signatures).where(eq(signatures.offerId, offer.id));
    expect(sig!.method).toBe('esign');
  });

  it('does not show another candidate the signing page', async () => {
    const offer = await makeOffer(t, adminAgent, { letter_presentation: 'esign' });
    const other = new HttpAgent(t.app);
    await other.boot();
    await other.post('/api/auth/signup', {
      email: 'other.signer@example.com',
      password: 'yet another passphrase',
      firstname: 'Olive',
      lastname: 'Other',
    });
    const res = await other.get('/api/offer/esign', {
      query: { wid: offer.offer_documents[0]!.id, hosted: 'http://localhost' },
    });
    expect(res.statusCode).toBe(404);
    void loggedIn;
  });
});
