import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { positions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Helpers shared by the offer API tests: logged-in agents and offers made through the admin API. */
export async function loggedIn(t: TestApp, who: { email: string; password: string }) {
  const agent = new HttpAgent(t.app);
  await agent.boot();
  const res = await agent.post('/api/auth/login', who);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return agent;
}

export const admin = (t: TestApp) => loggedIn(t, demoTenant.admin);
export const candidate = (t: TestApp) => loggedIn(t, demoTenant.candidate);

export async function anyPositionId(t: TestApp) {
  const [p] = await t.database.db.select({ id: positions.id }).from(positions).limit(1);
  return p!.id;
}

export async function makePdf(text = 'A document to sign'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text, { x: 50, y: 700 });
  return pdf.save();
}

export interface MakeOfferOptions {
  kind?: 'job' | 'contract';
  letter_presentation?: 'esign' | 'sign_form' | 'upload';
  expires_at?: string | null;
  extraDocuments?: { name: string; sign_mode: 'sign' | 'esign' | 'read_only' }[];
  extend?: boolean;
  candidateEmail?: string;
}

/** Creates (and by default extends) an offer for the demo candidate; answers its admin view. */
export async function makeOffer(t: TestApp, agent: HttpAgent, opts: MakeOfferOptions = {}) {
  const created = await agent.post('/api/admin/offers', {
    candidate_email: opts.candidateEmail ?? demoTenant.candidate.email,
    position_id: await anyPositionId(t),
    kind: opts.kind ?? 'job',
    letter_presentation: opts.letter_presentation ?? 'sign_form',
    pay_amount: 120000,
    pay_currency: 'USD',
    pay_period: 'year',
    start_date: '2027-01-04',
    expires_at:
      opts.expires_at === undefined ? new Date(Date.now() + 7 * 86_400_000).toISOString() : opts.expires_at,
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id: string = created.json().data.offer.id;
  for (const doc of opts.extraDocuments ?? []) {
    const body = await multipart({ name: doc.name, sign_mode: doc.sign_mode }, [
      { field: 'file', name: `${doc.name}.pdf`, type: 'application/pdf', content: await makePdf(doc.name) },
    ]);
    const res = await agent.post(`/api/admin/offers/${id}/documents`, body.payload, {
      headers: body.headers,
    });
    if (res.statusCode !== 200) throw new Error(`document upload failed: ${res.body}`);
  }
  if (opts.extend !== false) {
    const res = await agent.post(`/api/admin/offers/${id}/extend`, {});
    if (res.statusCode !== 200) throw new Error(`extend failed: ${res.body}`);
  }
  const view = await agent.get(`/api/admin/offers/${id}`);
  return view.json().data.offer as {
    id: string;
    status: string;
    offer_documents: { id: string; name: string; status: string; document_type: string; sign_mode: string }[];
  };
}

export async function setExpiry(t: TestApp, offerId: string, when: Date) {
  const { offers } = await import('../../db/schema/index.ts');
  await t.database.db.update(offers).set({ expiresAt: when }).where(eq(offers.id, offerId));
}
