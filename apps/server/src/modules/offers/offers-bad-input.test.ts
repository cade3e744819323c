import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDocuments, offerEvents, offers, signatures } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, candidate, makeOffer } from './offers-test-kit.ts';

let t: TestApp;
let me: HttpAgent;
let offerId: string;
let documentId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const offer = await makeOffer(t, await admin(t));
  offerId = offer.id;
  documentId = offer.offer_documents[0]!.id;
  me = await candidate(t);
});
afterAll(() => t.close());

const snapshot = async () =>
  Promise.all(
    [offers, offerDocuments, signatures, offerEvents].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

describe('generated bad input on the signing calls', () => {
  it('answers hostile multipart fields and files with a clean 4xx and signs nothing', async () => {
    const before = await snapshot();
    const urls = [`/api/offer/offers/${offerId}/accept`, `/api/offer/offers/${offerId}/${documentId}/accept`];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.dictionary(
          fc.constantFrom('signature_name', 'agreed', 'method', 'x'),
          fc.string({ maxLength: 300 }),
        ),
        fc.array(
          fc.record({
            field: fc.constantFrom('signed_offer_letter_pdf_file', 'signed_document_file', 'other'),
            content: fc.uint8Array({ maxLength: 2000 }),
            prefixPdf: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        async (url, fields, files) => {
          // Never the real name with agreement and no file: that would be a valid signature.
          if (fields.signature_name?.trim() === 'Jordan Rivera') fields.signature_name = 'x';
          const body = await multipart(
            fields,
            files.map((f) => ({
              field: f.field,
              name: 'f.pdf',
              type: 'application/pdf',
              content: f.prefixPdf
                ? new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...f.content])
                : f.content,
            })),
          );
          const res = await me.post(url, body.payload, { headers: body.headers });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    );
    expect(await snapshot()).toEqual(before);
  });
});
