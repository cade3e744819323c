import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { asAdmin, createForm, put } from '../form-assignments/test-kit.ts';
import { candidate, makeOffer } from '../offers/offers-test-kit.ts';
import { TenantService } from '../tenants/service.ts';
import { fakeMailer } from './fake-mailer.ts';
import { relayOutbox } from './mail-relay.ts';
import { outboxRepository } from './outbox-repository.ts';
import { newCandidate } from './test-helpers.ts';

/*
 * Issue 21: staff (admins, recruiters) are told what candidates did in their own saved
 * language, else the company's default, like candidates are. A candidate submits a form and
 * declines an offer through the API; the admin's bell, outbox row and sent mail are read.
 */

const server = fakeMailer();
let t: TestApp;
let admin: HttpAgent;
let tenantId: string;
let adminId: string;
let formId: string;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '10000', FORM_SUBMIT_RATE_LIMIT_MAX: '10000' },
    { mailer: server.mailer },
  );
  admin = await asAdmin(t);
  tenantId = (await new TenantService(t.database.db, 0).byDomain(demoTenant.domain))!.id;
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoTenant.admin.email));
  adminId = row!.id;
  ({ id: formId } = await createForm(admin));
});
afterAll(() => t.close());

async function adminChooses(locale: string | null) {
  const saved = await put(admin, '/api/pcsx/locale', { locale });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The admin's notification with this event key, its outbox row, and the mail the relay sent. */
async function toldAdmin(eventKey: string) {
  const [n] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, adminId), eq(notifications.eventKey, eventKey)));
  expect(n, eventKey).toBeDefined();
  const row = (await outboxRepository.listForUser(t.database.db, tenantId, adminId)).find(
    (r) => r.notificationId === n!.id,
  );
  expect(row, `outbox row for ${eventKey}`).toBeDefined();
  server.sent.length = 0;
  await relayOutbox(t.database.db, server.mailer);
  const sent = server.sent.find((m) => m.subject === row!.subject && m.text === row!.textBody);
  expect(sent).toBeDefined();
  const bell = (await admin.get('/api/pcsx/notifications')).json().data.notifications as {
    id: string;
    message: string;
    categoryTitle: string;
    categoryKey: string | null;
  }[];
  return { notification: n!, row: row!, sent: sent!, listed: bell.find((b) => b.message === n!.message) };
}

async function submittedForm() {
  const c = await newCandidate(t);
  const assigned = await admin.post('/api/admin/form-assignments', { formId, emails: [c.email] });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const id = assigned.json().data.assignments[0].id as string;
  const ok = await c.agent.post(`/api/pcsx/form_assignments/${id}/submit`, {
    values: { legalName: 'Casey Tester', relocate: 'yes' },
  });
  expect(ok.statusCode, ok.body).toBe(201);
  const [u] = await t.database.db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, c.email));
  return { eventKey: `admin_form_submitted:${id}`, name: `${u!.firstname} ${u!.lastname}` };
}

async function declinedOffer(reason: string) {
  const offer = await makeOffer(t, admin);
  const me = await candidate(t);
  const res = await me.post(`/api/offer/offers/${offer.id}/decline`, { reason });
  expect(res.statusCode, res.body).toBe(200);
  const view = (await admin.get(`/api/admin/offers/${offer.id}`)).json().data.offer;
  return {
    eventKey: `admin_offer_declined:${offer.id}`,
    title: view.position.name as string,
    name: `${demoTenant.candidate.firstname} ${demoTenant.candidate.lastname}`,
  };
}

describe('staff are told in their saved language', () => {
  it('an admin who chose German gets a submitted form in German: bell, outbox and mail', async () => {
    await adminChooses('de');
    const { eventKey, name } = await submittedForm();
    const { notification, row, sent, listed } = await toldAdmin(eventKey);
    const message = `${name} hat „Background check“ eingereicht.`;
    expect(notification).toMatchObject({ message, categoryTitle: 'Formulare' });
    // The bell names the category by its key, so the web app shows it in the language on screen.
    expect(listed).toMatchObject({ message, categoryKey: 'form' });
    expect(row.subject).toBe('Formulare: Karriere bei Northwind Labs');
    expect(row.textBody.split('\n')[0]).toBe(message);
    expect(row.textBody).toContain('Öffnen: https://northwind.example/admin/');
    expect(sent).toMatchObject({ language: 'de' });
    expect(sent.html).toContain('<html lang="de" dir="ltr">');
  });

  it('an admin who chose German gets a declined offer, with its reason, in German', async () => {
    await adminChooses('de');
    const { eventKey, title, name } = await declinedOffer('Ich habe ein anderes Angebot angenommen.');
    const { notification, row, sent } = await toldAdmin(eventKey);
    expect(notification.message).toBe(
      `${name} hat das Angebot für ${title} abgelehnt. Grund: Ich habe ein anderes Angebot angenommen.`,
    );
    expect(notification.categoryTitle).toBe('Jobangebot');
    expect(row.subject).toBe('Jobangebot: Karriere bei Northwind Labs');
    expect(sent.language).toBe('de');
  });

  it('an admin who chose nothing gets the company’s default language (English here)', async () => {
    await adminChooses(null);
    const { eventKey, name } = await submittedForm();
    const { notification, sent } = await toldAdmin(eventKey);
    expect(notification).toMatchObject({
      message: `${name} submitted "Background check".`,
      categoryTitle: 'Forms',
    });
    expect(sent.language).toBe('en');
  });
});
