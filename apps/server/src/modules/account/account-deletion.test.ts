import { accountMessages, accountPaths } from '@opencareers/contracts/account';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  applicationEvents,
  applications,
  emailOutbox,
  files,
  notifications,
  offerDocuments,
  offers,
  signatures,
  users,
} from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { scanAllTables, scannedColumnCount } from '../../test/scan-tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { asAdmin, createForm } from '../form-assignments/test-kit.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { admin, anyPositionId, candidate, makeOffer } from '../offers/offers-test-kit.ts';
import { anonymousSigner } from './account-deletion.ts';

let t: TestApp;
let me: HttpAgent;
let userId: string;
let acceptedOfferId: string;
let signedKey: string;
const { email, password, firstname, lastname } = demoTenant.candidate;

beforeAll(async () => {
  // The demo candidate with everything a candidate can have: offers, interviews, applications.
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    SEED_DEMO_OFFERS: 'true',
    SEED_DEMO_INTERVIEWS: 'true',
    SEED_DEMO_APPLICATIONS: 'true',
  });
  me = await candidate(t);
  userId = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  // A signed, accepted offer: the record the company keeps.
  const offer = await makeOffer(t, await admin(t));
  acceptedOfferId = offer.id;
  const typed = await multipart({ signature_name: `${firstname} ${lastname}`, agreed: 'true' });
  const accepted = await me.post(`/api/offer/offers/${offer.id}/accept`, typed.payload, {
    headers: typed.headers,
  });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  signedKey = (
    await t.database.db.select().from(offerDocuments).where(eq(offerDocuments.offerId, offer.id))
  )[0]!.signedKey!;
  // More traces: a saved job, a page view whose data names the candidate, a reset email.
  await me.post('/api/pcsx/positions/save', { position_id: await anyPositionId(t) });
  await me.post('/vslog', {
    namespace: 'pageview',
    event: 'view',
    data_json: JSON.stringify({ who: email }),
  });
  await me.post(accountPaths.forgotPassword, { email });
  // A form the company assigned and the candidate submitted: staff are told, by name.
  const staff = await asAdmin(t);
  const { id: formId } = await createForm(staff);
  const assigned = await staff.post('/api/admin/form-assignments', { formId, emails: [email] });
  if (assigned.statusCode !== 201) throw new Error(assigned.body);
  const submitted = await me.post(
    `/api/pcsx/form_assignments/${assigned.json().data.assignments[0].id}/submit`,
    { values: { legalName: `${firstname} ${lastname}`, relocate: 'yes', notes: 'Thanks' } },
  );
  if (submitted.statusCode !== 201) throw new Error(submitted.body);
  // Seeding every demo record and signing an offer is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('download my data', () => {
  it('is a ZIP with one JSON file per table about me and my files, without secrets', async () => {
    const res = await me.get(accountPaths.downloadMyData);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const table = (name: string) =>
      JSON.parse(strFromU8(zip[`tables/${name}.json`]!)) as Record<string, unknown>[];
    expect(table('users')).toEqual([
      expect.objectContaining({ id: userId, email, passwordHash: '[withheld]' }),
    ]);
    for (const name of [
      'offers',
      'offer_documents',
      'signatures',
      'offer_events',
      'applications',
      'application_events',
      'interviews',
      'notifications',
      'saved_positions',
      'analytics_events',
      'email_outbox',
      'password_reset_tokens',
      'sessions',
    ])
      expect(table(name).length, name).toBeGreaterThan(0);
    expect(table('offers').every((o) => o.candidateId === userId)).toBe(true);
    expect(table('password_reset_tokens')[0]!.tokenHash).toBe('[withheld]');
    expect(table('sessions')[0]).toMatchObject({ idHash: '[withheld]', data: '[withheld]' });
    // Nobody else's rows.
    const admins = (
      await t.database.db.select().from(users).where(eq(users.email, demoTenant.admin.email))
    )[0]!;
    expect(strFromU8(zip['tables/notifications.json']!)).not.toContain(admins.email);

    const fileList = JSON.parse(strFromU8(zip['files.json']!)) as { key: string; path: string }[];
    const signed = fileList.find((f) => f.key === signedKey);
    expect(signed).toBeTruthy();
    expect(new TextDecoder().decode(zip[signed!.path]!.slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(zip['README.txt']!)).toContain(email);
    // The profile as the site shows it, beside its stored row.
    expect(JSON.parse(strFromU8(zip['profile.json']!))).toMatchObject({ encId: userId, contact: { email } });
    expect(table('candidate_profiles')).toEqual([expect.objectContaining({ userId })]);
  });

  it('answers 401 when logged out', async () => {
    const res = await t.app.inject({ method: 'GET', url: accountPaths.downloadMyData });
    expect(res.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the password and the confirmation word, and changes nothing without them', async () => {
    const wrong = await me.post(accountPaths.deleteAccount, { password: 'not it', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: accountMessages.wrongPassword });
    const unconfirmed = await me.post(accountPaths.deleteAccount, { password, confirm: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fieldErrors.confirm).toBe(accountMessages.confirmDelete);
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('refuses a staff account', async () => {
    const res = await (await admin(t)).post(accountPaths.deleteAccount, {
      password: demoTenant.admin.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode).toBe(403);
  });

  it('erases or anonymises every row and file: no table holds my id, email or name afterwards', async () => {
    const bystander = await newCandidate(t);
    const before = await scanAllTables(t.database.db, [userId, email, `${firstname} ${lastname}`]);
    expect(new Set(before.map((h) => h.table)).size).toBeGreaterThan(10);
    const applicationCount = (
      await t.database.db.select().from(applications).where(eq(applications.userId, userId))
    ).length;
    expect(applicationCount).toBeGreaterThan(0);
    // A screening answer may hold the candidate's own words (here, their name).
    await t.database.db
      .update(applications)
      .set({
        screeningAnswers: [
          {
            id: 'who',
            label: 'Who?',
            type: 'short_text',
            required: false,
            answer: `${firstname} ${lastname}`,
          },
        ],
      })
      .where(eq(applications.userId, userId));

    // Staff were told about the signed offer and the submitted form, in-app and by email.
    const toldStaff = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.aboutUserId, userId));
    expect(new Set(toldStaff.map((n) => n.category))).toEqual(new Set(['offer', 'form']));
    expect(toldStaff.every((n) => n.userId !== userId)).toBe(true);

    const res = await me.post(accountPaths.deleteAccount, { password, confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);

    // The session ended and the login fails.
    expect((await me.boot()).user.isLoggedIn).toBe(false);
    const again = await me.post('/api/auth/login', { email, password });
    expect(again.statusCode).toBe(401);

    // Every text, json, uuid and array column of every table, read from information_schema.
    expect(await scannedColumnCount(t.database.db)).toBeGreaterThan(100);
    const after = await scanAllTables(t.database.db, [userId, email, `${firstname} ${lastname}`, lastname]);
    expect(after).toEqual([]);
    expect(
      await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)),
    ).toHaveLength(0);

    // What the company keeps (docs/account.md), tied to a stand-in without name, email or password.
    const [kept] = await t.database.db.select().from(offers).where(eq(offers.id, acceptedOfferId));
    expect(kept).toMatchObject({ status: 'Accepted' });
    const [standIn] = await t.database.db.select().from(users).where(eq(users.id, kept!.candidateId));
    expect(standIn).toMatchObject({ firstname: 'Deleted', lastname: 'candidate' });
    expect(standIn!.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    const [sig] = await t.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.offerId, acceptedOfferId));
    expect(sig).toMatchObject({ signerName: anonymousSigner, ip: '', userAgent: '', userId: standIn!.id });
    expect(await t.database.db.select().from(files).where(eq(files.key, signedKey))).toHaveLength(1);
    const keptApplications = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, standIn!.id));
    expect(keptApplications).toHaveLength(applicationCount);
    expect(keptApplications.every((a) => a.formSubmissionId === null)).toBe(true);
    expect(keptApplications.every((a) => a.screeningAnswers.length === 0)).toBe(true);
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, keptApplications[0]!.id));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.note === null)).toBe(true);
    // Offers that were never accepted or signed went with the account.
    expect(await t.database.db.select().from(offers).where(eq(offers.candidateId, standIn!.id))).toHaveLength(
      1,
    );

    // What staff were told about me went, with its emails; the staff accounts stayed.
    const toldIds = toldStaff.map((n) => n.id);
    for (const id of toldIds) {
      expect(await t.database.db.select().from(notifications).where(eq(notifications.id, id))).toEqual([]);
      expect(
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.notificationId, id)),
      ).toEqual([]);
    }
    expect(await t.database.db.select().from(users).where(eq(users.id, toldStaff[0]!.userId))).toHaveLength(
      1,
    );

    // Nobody else was touched.
    expect((await bystander.agent.boot()).user.isLoggedIn).toBe(true);
    // The stand-in cannot be used to log in or reset.
    expect(
      (await me.post('/api/auth/login', { email: standIn!.email, password: '!deleted' })).statusCode,
    ).toBe(401);
  });
});
