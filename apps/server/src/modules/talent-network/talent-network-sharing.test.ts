import { count, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, files, talentNetworkMembers } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { sharedSecret } from '../../lib/app-secret.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../auth/service.ts';
import { demoAdmin, loggedIn, newCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';
import { multipartForm } from '../profile/resume-form.test-helper.ts';
import { dataUrl, fixture } from '../profile/resume-parser/test-files.ts';
import { TenantService } from '../tenants/service.ts';
import { linkSecretName, manageToken } from './tokens.ts';

/* Members share a résumé or their profile with the company (docs/talent-network.md "Sharing"). */

let t: TestApp;
let guest: HttpAgent;
let admin: HttpAgent;
let recruiter: HttpAgent;
let secret: string;

const pdf = fixture('en-us-backend-senior.pdf');
const docx = fixture('de-de-werkstudentin.docx');
// A PNG's bytes: a picture renamed "cv.pdf" and declared as a PDF is still a picture.
const png = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', SAVED_SEARCH_ALERT_MINUTES: '0' });
  const tenant = (await new TenantService(t.database.db, 0).byDomain(demoTenant.domain))!;
  guest = new HttpAgent(t.app);
  await guest.boot();
  admin = await demoAdmin(t);
  const who = { email: 'recruiter.sharing@example.com', password: 'a sturdy passphrase for roles' };
  await signUp(t.database.db, tenant, { ...who, firstname: 'Rae', lastname: 'Cruiter' }, 'recruiter');
  recruiter = await loggedIn(t, who);
  secret = await sharedSecret(t.database.db, linkSecretName);
});
afterAll(() => t.close());

let n = 0;
const address = () => `sharing.${Date.now()}.${++n}@example.com`;
const join = (agent: HttpAgent, body: object) => agent.post('/api/pcsx/talent_network', body);
const memberOf = async (email: string) =>
  (await t.database.db.select().from(talentNetworkMembers).where(eq(talentNetworkMembers.email, email)))[0];
const listed = async (agent: HttpAgent, id: string) =>
  (await agent.get('/api/admin/talent_network')).json().data.members.find((m: { id: string }) => m.id === id);
const download = (agent: HttpAgent, id: string) => agent.get(`/api/admin/talent_network/${id}/resume`);
const profileOf = (agent: HttpAgent, id: string) => agent.get(`/api/admin/talent_network/${id}/profile`);
const manageLink = (id: string) => ({ member: id, token: manageToken(secret, id) });
const withdraw = (link: { member: string; token: string }) =>
  guest.request({ method: 'DELETE', url: '/api/pcsx/talent_network/sharing', query: link });
/** What a refused request may not change: members, stored files and emails written. */
const state = async () =>
  Promise.all(
    [talentNetworkMembers, files, emailOutbox].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );
const fileCount = async (key: string) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.key, key)))[0]!.n;

async function activePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Curriculum vitae', { x: 50, y: 700 });
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return doc.save();
}

describe("a guest's résumé", () => {
  it('is stored with the membership; admins and recruiters download it as an attachment', async () => {
    const email = address();
    const res = await join(guest, {
      email,
      keywords: 'kubernetes',
      resume: { file_name: 'Ada CV.pdf', content: dataUrl(pdf) },
    });
    expect(res.statusCode, res.body).toBe(202);
    const member = (await memberOf(email))!;
    expect(member).toMatchObject({ resumeName: 'Ada CV.pdf', profileShared: false });
    expect(await listed(admin, member.id)).toMatchObject({
      resume_name: 'Ada CV.pdf',
      profile_shared: false,
    });

    for (const agent of [admin, recruiter]) {
      const file = await download(agent, member.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="Ada CV.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
    }
    // A guest only shares a file: there is no profile to read.
    expect((await profileOf(admin, member.id)).statusCode).toBe(404);
  });

  it('takes a DOCX; refuses a renamed picture, a text file and a PDF with scripts, storing nothing', async () => {
    const email = address();
    const ok = await join(guest, {
      email,
      keywords: 'design',
      resume: { file_name: 'cv.docx', content: dataUrl(docx, 'application/octet-stream') },
    });
    expect(ok.statusCode, ok.body).toBe(202);
    const member = (await memberOf(email))!;
    const file = await download(admin, member.id);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const before = await state();
    for (const [bytes, name] of [
      [png, 'cv.pdf'],
      [new TextEncoder().encode('Ada Lovelace\nEngineer\nSkills: maths'), 'cv.pdf'],
      [await activePdf(), 'cv.pdf'],
    ] as const) {
      const refused = await join(guest, {
        email: address(),
        keywords: 'design',
        resume: { file_name: name, content: dataUrl(bytes, 'application/pdf') },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('INVALID_FILE');
    }
    expect(await state()).toEqual(before);
  });

  it('refuses generated bad résumé bodies with a 4xx and changes nothing', async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ file_name: fc.constant(''), content: fc.constant(dataUrl(pdf)) }),
          fc.record({ file_name: fc.string({ minLength: 256, maxLength: 300 }), content: fc.constant('x') }),
          fc.record({ file_name: fc.constant('cv.pdf'), content: fc.string({ maxLength: 60 }) }),
          fc.record({
            file_name: fc.constant('cv.pdf'),
            content: fc
              .base64String({ minLength: 4, maxLength: 80 })
              .map((b) => `data:application/pdf;base64,${b}`),
          }),
          fc
            .anything()
            .filter((v) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v))),
        ),
        fc.option(fc.anything(), { nil: undefined }),
        async (resume, share) => {
          const body: Record<string, unknown> = { email: address(), keywords: 'design', resume };
          if (share !== undefined && typeof share !== 'boolean') body.share_profile = share;
          const res = await join(guest, body);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect(await state()).toEqual(before);
  });

  it('is not given to candidates, guests or another company', async () => {
    const email = address();
    await join(guest, { email, keywords: 'x', resume: { file_name: 'cv.pdf', content: dataUrl(pdf) } });
    const member = (await memberOf(email))!;
    const { agent: candidate } = await newCandidate(t);
    expect((await download(candidate, member.id)).statusCode).toBe(403);
    expect((await profileOf(candidate, member.id)).statusCode).toBe(403);
    const stranger = new HttpAgent(t.app);
    await stranger.boot();
    expect((await download(stranger, member.id)).statusCode).toBe(401);
    const other = await otherTenantAdmin(t);
    expect((await download(other, member.id)).statusCode).toBe(404);
    expect((await download(admin, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe("a signed-in candidate's profile", () => {
  async function candidateWithProfile() {
    const { agent, email } = await newCandidate(t);
    const { payload, headers } = multipartForm({
      resume_file_name: 'mine.pdf',
      resume_content: dataUrl(pdf),
    });
    const up = await agent.request({ method: 'POST', url: '/api/pcsx/upload_resume', payload, headers });
    expect(up.statusCode, up.body).toBe(200);
    const edit = (body: object) => agent.post('/api/pcsx/profile_edit', body);
    await edit({ op_section: 'headline', operation: 'update', op_data: { value: 'Platform engineer' } });
    await edit({ op_section: 'skills', operation: 'add', op_data: { value: { name: 'Kubernetes' } } });
    await edit({
      op_section: 'experience',
      operation: 'add',
      op_data: {
        value: { title: 'SRE', company: 'Acme', startMonth: '2020-01', endMonth: null, current: true },
      },
    });
    await edit({
      op_section: 'education',
      operation: 'add',
      op_data: { value: { school: 'TU Berlin', degree: 'MSc', startMonth: null, endMonth: null } },
    });
    return { agent, email };
  }

  it('is shared when they choose, with a copy of their current résumé, until they withdraw it', async () => {
    const { agent, email } = await candidateWithProfile();
    const res = await join(agent, { email, keywords: 'kubernetes', share_profile: true });
    expect(res.statusCode, res.body).toBe(202);
    const member = (await memberOf(email))!;
    expect(member).toMatchObject({ profileShared: true, resumeName: 'mine.pdf' });
    expect(await listed(recruiter, member.id)).toMatchObject({
      resume_name: 'mine.pdf',
      profile_shared: true,
    });

    const profile = await profileOf(recruiter, member.id);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({
      name: expect.stringMatching(/^Casey Tester/),
      headline: 'Platform engineer',
      experience: [{ title: 'SRE', company: 'Acme', start: '2020-01', end: null, current: true }],
      education: [{ school: 'TU Berlin', degree: 'MSc', field: '', start: null, end: null }],
    });
    expect(profile.json().data.skills).toContain('Kubernetes');
    expect((await download(admin, member.id)).statusCode).toBe(200);
    const other = await otherTenantAdmin(t);
    expect((await profileOf(other, member.id)).statusCode).toBe(404);

    // The manage page's link reads what is shared and withdraws it; a wrong token changes nothing.
    const link = manageLink(member.id);
    const read = await guest.get('/api/pcsx/talent_network/interests', { query: link });
    expect(read.json().data.sharing).toEqual({ resume_name: 'mine.pdf', profile: true });
    for (const token of [`${link.token}x`, manageToken(secret, crypto.randomUUID())]) {
      const bad = await withdraw({ member: member.id, token });
      expect(bad.statusCode).toBe(400);
    }
    expect(await memberOf(email)).toMatchObject({ profileShared: true, resumeName: 'mine.pdf' });

    const done = await withdraw(link);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.sharing).toEqual({ resume_name: null, profile: false });
    expect(await fileCount(member.resumeKey!)).toBe(0);
    expect((await download(admin, member.id)).statusCode).toBe(404);
    expect((await profileOf(admin, member.id)).statusCode).toBe(404);
    expect(await listed(admin, member.id)).toMatchObject({ resume_name: null, profile_shared: false });
    // Their own résumé in their profile is untouched.
    const mine = (await agent.get('/api/pcsx/profile_details')).json().data.profile.resumes;
    expect(mine).toHaveLength(1);
  });

  it("is not shared by a guest or for someone else's address", async () => {
    const { agent } = await candidateWithProfile();
    const someoneElse = address();
    await join(agent, { email: someoneElse, keywords: 'x', share_profile: true });
    expect(await memberOf(someoneElse)).toMatchObject({
      profileShared: false,
      resumeName: null,
      userId: null,
    });
    const guestAddress = address();
    await join(guest, { email: guestAddress, keywords: 'x', share_profile: true });
    expect(await memberOf(guestAddress)).toMatchObject({ profileShared: false, resumeName: null });
  });

  it("a stranger's join leaves a confirmed member's résumé as it is", async () => {
    const email = address();
    await join(guest, { email, keywords: 'x', resume: { file_name: 'first.pdf', content: dataUrl(pdf) } });
    const member = (await memberOf(email))!;
    await t.database.db
      .update(talentNetworkMembers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(talentNetworkMembers.id, member.id));
    await join(guest, { email, keywords: 'y', resume: { file_name: 'second.docx', content: dataUrl(docx) } });
    expect(await memberOf(email)).toMatchObject({ resumeName: 'first.pdf', resumeKey: member.resumeKey });
  });
});

describe('removing a member', () => {
  it('deletes the résumé they shared', async () => {
    const email = address();
    await join(guest, { email, keywords: 'x', resume: { file_name: 'cv.pdf', content: dataUrl(pdf) } });
    const member = (await memberOf(email))!;
    expect(await fileCount(member.resumeKey!)).toBe(1);
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/talent_network/${member.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fileCount(member.resumeKey!)).toBe(0);
    expect(await memberOf(email)).toBeUndefined();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.createdAt));
    // The confirmation email already written stays: the outbox is the record of what was sent.
    expect(mail).toBeDefined();
  });
});
