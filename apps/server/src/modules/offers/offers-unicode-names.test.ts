import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatures, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, candidate, makeOffer } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('a candidate whose name is not in Latin-1 signs through the API', () => {
  it.each([
    ['Zoë', 'Łukasiewicz'],
    ['Ирина', 'Петрова'],
    ['Ελένη', 'Παπαδοπούλου'],
  ])('%s %s: the letter greets them and the typed signature is stamped as typed', async (first, last) => {
    const name = `${first} ${last}`;
    await t.database.db
      .update(users)
      .set({ firstname: first, lastname: last })
      .where(eq(users.email, demoTenant.candidate.email));
    const offer = await makeOffer(t, adminAgent);
    const docId = offer.offer_documents[0]!.id;
    const fileUrl = `/api/offer/offers/${offer.id}/documents/${docId}/file`;
    expect(await pdfText((await me.get(fileUrl)).rawPayload)).toContain(`Dear ${name},`);

    // The typed name travels as a UTF-8 multipart field, exactly as the browser sends it.
    const body = await multipart({ signature_name: name, agreed: 'true' });
    const res = await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, {
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sig] = await t.database.db.select().from(signatures).where(eq(signatures.offerId, offer.id));
    expect(sig?.signerName).toBe(name);

    const signedText = await pdfText((await me.get(fileUrl)).rawPayload);
    expect(signedText).toContain(`Signed by: ${name}`);
    expect(signedText).not.toContain('?');
  });
});
