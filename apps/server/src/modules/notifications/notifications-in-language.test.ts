import { accountPaths } from '@opencareers/contracts/account';
import { eq, sql } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, scheduleBody } from '../interviews/interviews-test-kit.ts';
import { TenantService } from '../tenants/service.ts';
import { fakeMailer } from './fake-mailer.ts';
import { relayOutbox } from './mail-relay.ts';
import { outboxRepository } from './outbox-repository.ts';
import { newCandidate } from './test-helpers.ts';

/*
 * Issue 21: a candidate is told things in their saved language. The interview is scheduled
 * through the admin API, the candidate reads the bell through the API, and the email goes
 * from the outbox through the relay to a recording mail server.
 */

const server = fakeMailer();
let t: TestApp;
let admin: HttpAgent;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { mailer: server.mailer });
  admin = await demoAdmin(t);
  tenantId = (await new TenantService(t.database.db, 0).byDomain('northwind.example'))!.id;
});
afterAll(() => t.close());

// 15:30 UTC is 16:30 in Berlin in winter (CET).
const startsAt = '2030-01-02T15:30:00.000Z';

/** A candidate with a saved language, told of an interview; their bell, outbox row and sent mail. */
async function toldInLanguage(locale: string | null) {
  const c = await newCandidate(t);
  if (locale) {
    const saved = await c.agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const body = await scheduleBody(t, {
    candidate_email: c.email,
    starts_at: startsAt,
    time_zone: 'Europe/Berlin',
  });
  const scheduled = await admin.post('/api/admin/interviews', body);
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  const title = scheduled.json().data.interview.position.title as string;
  const interviewId = scheduled.json().data.interview.id as string;
  const bell = (await c.agent.get('/api/pcsx/notifications')).json().data.notifications;
  const notification = bell.find((n: { messageKey: string }) => n.messageKey === 'interviewScheduled');
  const [row] = await outboxRepository.listForUser(t.database.db, tenantId, c.userId);
  await relayOutbox(t.database.db, server.mailer);
  const sent = server.sent.filter((m) => m.to === c.email);
  expect(sent).toHaveLength(1);
  return { ...c, title, interviewId, notification, row: row!, sent: sent[0]! };
}

describe('notifications and emails in the candidate’s language', () => {
  it('writes to a German-speaking candidate in German, with the time in the interview’s zone', async () => {
    const { agent, title, interviewId, notification, row, sent } = await toldInLanguage('de');
    const message = `Ihr Gespräch für ${title} ist für Mi., 2. Jan. 2030, 16:30 MEZ geplant.`;
    expect(notification).toMatchObject({ categoryTitle: 'Gespräche', categoryKey: 'interview', message });
    expect(row.subject).toBe('Gespräche: Karriere bei Northwind Labs');
    expect(row.textBody).toBe(
      [
        message,
        '',
        'Öffnen: https://northwind.example/careers/interviews',
        '',
        'In Ihren Einstellungen können Sie wählen, welche E-Mails Sie erhalten: https://northwind.example/careers/settings',
        '',
      ].join('\n'),
    );
    expect(sent).toMatchObject({ subject: row.subject, text: row.textBody, language: 'de' });
    expect(row.locale).toBe('de');
    expect(sent.html).toContain('<html lang="de" dir="ltr">');
    expect(sent.html).toContain('<a href="https://northwind.example/careers/interviews">');
    // The calendar file is in German too.
    const ics = await agent.get(`/api/pcsx/interviews/${interviewId}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain(
      'Details: https://northwind.example/careers/interviews',
    );
    expect(ics.body).toContain('SUMMARY:Gespräch: ');
  });

  it('writes to an Arabic-speaking candidate in Arabic, right to left', async () => {
    const { title, notification, row, sent } = await toldInLanguage('ar');
    expect(notification.categoryTitle).toBe('المقابلات');
    // The English job title and company name are isolated (U+2068 … U+2069), so their
    // punctuation stays with them in the Arabic sentence; the link is left bare.
    expect(notification.message).toContain(`مقابلتك لوظيفة \u2068${title}\u2069`);
    expect(notification.message).toContain('2030');
    expect(row.subject).toBe('المقابلات: الوظائف في \u2068Northwind Labs\u2069');
    expect(row.textBody).toContain(notification.message);
    expect(row.textBody).toContain('افتح: https://northwind.example/careers/interviews\n');
    expect(sent.language).toBe('ar');
    expect(sent.html).toContain('<html lang="ar" dir="rtl">');
    expect(sent.text).toContain(`\u2068${title}\u2069`);
    expect(sent.html).toContain(`\u2068${escapeHtml(title)}\u2069`);
    expect(sent.html).toContain('<title>المقابلات: الوظائف في \u2068Northwind Labs\u2069</title>');
    expect(sent.html).toContain('<a href="https://northwind.example/careers/interviews">');
  });

  it('sends a mail in the language it was written in, even after the candidate changes language', async () => {
    const c = await newCandidate(t);
    const chose = await c.agent.request({
      method: 'PUT',
      url: '/api/pcsx/locale',
      payload: { locale: 'de' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const body = await scheduleBody(t, {
      candidate_email: c.email,
      starts_at: startsAt,
      time_zone: 'Europe/Berlin',
    });
    expect((await admin.post('/api/admin/interviews', body)).statusCode).toBe(201);
    const [row] = await outboxRepository.listForUser(t.database.db, tenantId, c.userId);
    expect(row).toMatchObject({ locale: 'de', subject: 'Gespräche: Karriere bei Northwind Labs' });
    // Between writing and sending, the candidate switches to Arabic.
    const switched = await c.agent.request({
      method: 'PUT',
      url: '/api/pcsx/locale',
      payload: { locale: 'ar' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await relayOutbox(t.database.db, server.mailer);
    const sent = server.sent.filter((m) => m.to === c.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: row!.subject, text: row!.textBody, language: 'de' });
    expect(sent[0]!.html).toContain('<html lang="de" dir="ltr">');
  });

  it('writes in English to a candidate who chose no language, as before', async () => {
    const { title, notification, row, sent } = await toldInLanguage(null);
    expect(notification.message).toBe(
      `Your interview for ${title} is scheduled for Wed, Jan 2, 2030, 4:30 PM GMT+1.`,
    );
    expect(row.subject).toBe('Interviews: Northwind Labs careers');
    expect(sent.language).toBe('en');
    expect(sent.html).toContain('<html lang="en" dir="ltr">');
    // A left-to-right email isolates nothing.
    expect(`${sent.subject}${sent.text}${sent.html}`).not.toMatch(/[\u2066-\u2069]/);
  });

  it('sends the password-reset email in the saved language', async () => {
    const c = await newCandidate(t);
    await c.agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    const res = await c.agent.post(accountPaths.forgotPassword, { email: c.email });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await outboxRepository.listForUser(t.database.db, tenantId, c.userId);
    expect(row!.subject).toBe('Passwort zurücksetzen: Karriere bei Northwind Labs');
    expect(row!.textBody).toContain(
      'öffnen Sie innerhalb einer Stunde diesen Link: https://northwind.example/',
    );
  });

  // Last: it changes the company's default language for the rest of this file.
  it('falls back to the company’s default language, then English', async () => {
    await t.database.db
      .update(tenants)
      .set({ config: sql`jsonb_set(${tenants.config}, '{locale}', '{"default": "fr"}'::jsonb, true)` })
      .where(eq(tenants.id, tenantId));
    const { title, notification, sent } = await toldInLanguage(null);
    expect(notification.categoryTitle).toBe('Entretiens');
    expect(notification.message).toContain(title);
    expect(sent.language).toBe('fr');
    // A saved choice still wins over the company's default.
    expect((await toldInLanguage('ja')).sent.language).toBe('ja');
  });
});
