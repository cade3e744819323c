import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, formSubmissions, positions, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';
import { apply, goodAnswers, openPositions } from './applications-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let positionIds: string[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  admin = (await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password)).agent;
  positionIds = (await openPositions(t)).map((p) => p.id);
});
afterAll(() => t.close());

const rows = async (table: typeof applications | typeof applicationEvents | typeof formSubmissions) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('applying', () => {
  it('shows the apply page data logged out, with the tenant application form', async () => {
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    const res = await visitor.get(`/api/pcsx/apply_form?position_id=${positionIds[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.position).toMatchObject({ id: positionIds[0], company: 'Northwind Labs', status: 'open' });
    expect(data.application).toBeNull();
    const names = data.form.definition.sections.flatMap((s: { items: { name: string }[] }) =>
      s.items.map((i) => i.name),
    );
    expect(names).toEqual([
      'fullName',
      'email',
      'phone',
      'location',
      'resume',
      'coverLetter',
      'profileUrl',
      'consent',
    ]);
    // The same form every time: it was stored once.
    const again = (await visitor.get(`/api/pcsx/apply_form?position_id=${positionIds[1]}`)).json().data;
    expect(again.form.id).toBe(data.form.id);
  });

  it('needs a logged-in candidate to submit', async () => {
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    const before = await rows(applications);
    const res = await apply(visitor, positionIds[0]!);
    expect(res.statusCode).toBe(401);
    expect(await rows(applications)).toBe(before);
  });

  it('records an application, its first history entry and the answers; lists it as active', async () => {
    const { agent } = await newCandidate(t);
    const res = await apply(agent, positionIds[0]!);
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json().data.application;
    expect(app).toMatchObject({
      status: 'submitted',
      active: true,
      position: { id: positionIds[0], status: 'open' },
    });
    expect(app.history).toEqual([{ from: null, to: 'submitted', at: app.applied_at }]);

    const list = (await agent.get('/api/pcsx/dashboard/applications')).json().data;
    expect(list.applications.map((a: { id: string }) => a.id)).toEqual([app.id]);
    expect(list.inactiveApplications).toEqual([]);

    const view = (await agent.get(`/api/pcsx/apply_form?position_id=${positionIds[0]}`)).json().data;
    expect(view.application.id).toBe(app.id);

    const detail = (await admin.get(`/api/admin/applications/${app.id}`)).json().data.application;
    expect(detail.answers).toMatchObject({
      fullName: 'Casey Tester',
      coverLetter: 'I would like to join the team.',
    });
    expect(detail.form.title).toBe('Application');
  });

  it('answers 409 to a second application to the same position and stores nothing more', async () => {
    const { agent } = await newCandidate(t);
    expect((await apply(agent, positionIds[1]!)).statusCode).toBe(201);
    const before = [await rows(applications), await rows(formSubmissions)];
    const again = await apply(agent, positionIds[1]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_APPLIED',
      message: 'You have already applied to this position.',
    });
    expect([await rows(applications), await rows(formSubmissions)]).toEqual(before);
  });

  it('lets only one of two simultaneous applications land', async () => {
    const { agent } = await newCandidate(t);
    const before = await rows(formSubmissions);
    const answers = await Promise.all([apply(agent, positionIds[4]!), apply(agent, positionIds[4]!)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The loser's submission was rolled back with it.
    expect(await rows(formSubmissions)).toBe(before + 1);
  });

  it('answers 409 when the form changed since the candidate opened it', async () => {
    const { agent } = await newCandidate(t);
    const page = (await agent.get(`/api/pcsx/apply_form?position_id=${positionIds[2]}`)).json().data;
    const form = page.form;
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/admin/forms/${form.id}`,
      payload: { title: form.title, definition: form.definition },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await agent.post('/api/pcsx/applications', {
      position_id: positionIds[2],
      values: goodAnswers(),
      form_version: form.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since you opened it/);
    const fresh = await agent.post('/api/pcsx/applications', {
      position_id: positionIds[2],
      values: goodAnswers(),
      form_version: form.version + 1,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('refuses a closed position (409) and an unknown or foreign one (404)', async () => {
    const { agent } = await newCandidate(t);
    const [closedId] = positionIds.slice(-1);
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, closedId!));
    try {
      const closed = await apply(agent, closedId!);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('POSITION_CLOSED');
      const page = (await agent.get(`/api/pcsx/apply_form?position_id=${closedId}`)).json().data;
      expect(page.position.status).toBe('closed');
    } finally {
      await t.database.db.update(positions).set({ status: 'open' }).where(eq(positions.id, closedId!));
    }
    expect((await apply(agent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await apply(agent, 'not-a-uuid')).statusCode).toBe(404);
    const other = await newCandidate(t, 'other.example');
    expect((await apply(other.agent, positionIds[0]!)).statusCode).toBe(404);
    expect((await other.agent.get(`/api/pcsx/apply_form?position_id=${positionIds[0]}`)).statusCode).toBe(
      404,
    );
  });

  it('validates the answers with the form rules: 422 with per-field messages, nothing stored', async () => {
    const { agent } = await newCandidate(t);
    const before = [await rows(applications), await rows(formSubmissions), await rows(applicationEvents)];
    const res = await apply(agent, positionIds[2]!, {
      fullName: '',
      email: 'nope',
      profileUrl: 'ftp://x',
      unknown: 1,
    });
    expect(res.statusCode).toBe(422);
    const fieldErrors = res.json().fieldErrors;
    expect(Object.keys(fieldErrors)).toEqual(
      expect.arrayContaining(['fullName', 'email', 'consent', 'profileUrl']),
    );
    expect(fieldErrors.profileUrl).toBe('Enter a link starting with https://');
    expect([await rows(applications), await rows(formSubmissions), await rows(applicationEvents)]).toEqual(
      before,
    );
  });
});

describe('a resume sent with the application', () => {
  const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const resume = (bytes: Buffer, name = 'cv.pdf') => [
    {
      uid: 'cv',
      name,
      size: bytes.byteLength,
      type: 'application/pdf',
      content: bytes.toString('base64'),
      status: 'done',
    },
  ];

  it('is stored by the forms module and served to its sender and the admin only', async () => {
    const owner = await newCandidate(t);
    const res = await apply(owner.agent, positionIds[3]!, { ...goodAnswers(), resume: resume(pdfBytes) });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await admin.get(`/api/admin/applications/${res.json().data.application.id}`)).json().data
      .application;
    const ref = detail.answers.resume[0];
    expect(ref).toMatchObject({ name: 'cv.pdf', status: 'done' });
    expect(ref.content).toBeUndefined();
    const url = `/api/forms/submissions/${detail.submission_id}/files/${ref.fileId}`;
    const own = await owner.agent.get(url);
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(own.rawPayload).equals(pdfBytes)).toBe(true);
    expect((await admin.get(url)).statusCode).toBe(200);
    expect((await (await newCandidate(t)).agent.get(url)).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not the type its name says, and stores nothing', async () => {
    const { agent } = await newCandidate(t);
    const before = [await rows(applications), await rows(formSubmissions)];
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const res = await apply(agent, positionIds[3]!, { ...goodAnswers(), resume: resume(exe) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['resume']);
    // An image is a fine upload elsewhere, but not a resume type of this form.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await apply(agent, positionIds[3]!, { ...goodAnswers(), resume: resume(png, 'me.png') });
    expect(image.statusCode).toBe(422);
    expect([await rows(applications), await rows(formSubmissions)]).toEqual(before);
  });
});

describe('withdrawing', () => {
  it('moves my application to the inactive list with a history entry, once', async () => {
    const { agent } = await newCandidate(t);
    const app = (await apply(agent, positionIds[0]!)).json().data.application;
    const res = await agent.post(`/api/pcsx/applications/${app.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.application).toMatchObject({ status: 'withdrawn', active: false });
    expect(res.json().data.application.history.map((h: { to: string }) => h.to)).toEqual([
      'submitted',
      'withdrawn',
    ]);
    const list = (await agent.get('/api/pcsx/dashboard/applications')).json().data;
    expect(list.applications).toEqual([]);
    expect(list.inactiveApplications.map((a: { id: string }) => a.id)).toEqual([app.id]);
    expect((await agent.post(`/api/pcsx/applications/${app.id}/withdraw`)).statusCode).toBe(409);
  });

  it("cannot see or withdraw another candidate's application", async () => {
    const owner = await newCandidate(t);
    const intruder = await newCandidate(t);
    const app = (await apply(owner.agent, positionIds[1]!)).json().data.application;
    expect((await intruder.agent.post(`/api/pcsx/applications/${app.id}/withdraw`)).statusCode).toBe(404);
    expect((await intruder.agent.get('/api/pcsx/dashboard/applications')).json().data).toEqual({
      applications: [],
      inactiveApplications: [],
    });
    const still = (await owner.agent.get('/api/pcsx/dashboard/applications')).json().data.applications;
    expect(still[0]).toMatchObject({ id: app.id, status: 'submitted' });
  });
});

describe('admin status changes', () => {
  const notificationsAbout = async (agent: HttpAgent) =>
    (await agent.get('/api/pcsx/notifications'))
      .json()
      .data.notifications.filter(
        (n: { redirectUrl: string }) => n.redirectUrl === '/careers/applications',
      ) as { message: string; messageKey: string; messageParams: Record<string, string> }[];

  it('records the change with its note and tells the candidate exactly once', async () => {
    const { agent } = await newCandidate(t);
    const app = (await apply(agent, positionIds[2]!)).json().data.application;
    const url = `/api/admin/applications/${app.id}/status`;
    const res = await admin.post(url, { status: 'interviewing', note: 'Phone screen went well' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.changed).toBe(true);
    const history = res.json().data.application.history;
    expect(history.map((h: { to: string }) => h.to)).toEqual(['submitted', 'interviewing']);
    expect(history[1]).toMatchObject({
      from: 'submitted',
      by: 'Avery Admin',
      note: 'Phone screen went well',
    });

    const told = await notificationsAbout(agent);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatch(/^Your application for .+ is now: Interviewing\.$/);
    expect(told[0]!.messageParams).toMatchObject({ status: 'interviewing' });

    // The same status again changes nothing and tells nothing.
    const same = await admin.post(url, { status: 'interviewing' });
    expect(same.json().data.changed).toBe(false);
    expect(same.json().data.application.history).toHaveLength(2);
    expect(await notificationsAbout(agent)).toHaveLength(1);

    // A real change back and forth is told each time.
    await admin.post(url, { status: 'in_review' });
    await admin.post(url, { status: 'interviewing' });
    expect(await notificationsAbout(agent)).toHaveLength(3);

    await admin.post(url, { status: 'rejected' });
    const list = (await agent.get('/api/pcsx/dashboard/applications')).json().data;
    expect(list.inactiveApplications[0]).toMatchObject({ id: app.id, status: 'rejected', active: false });
  });

  it('lists applications paged and filtered by status and position', async () => {
    const { agent } = await newCandidate(t);
    const app = (await apply(agent, positionIds[3]!)).json().data.application;
    const all = (await admin.get('/api/admin/applications?page_size=2')).json().data;
    expect(all.applications).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const byPosition = (await admin.get(`/api/admin/applications?position_id=${positionIds[3]}`)).json().data;
    expect(byPosition.applications.map((a: { id: string }) => a.id)).toContain(app.id);
    expect(
      byPosition.applications.every((a: { position: { id: string } }) => a.position.id === positionIds[3]),
    ).toBe(true);
    expect(byPosition.applications[0].candidate.email).toMatch(/@example\.com$/);
    const rejected = (await admin.get('/api/admin/applications?status=rejected')).json().data;
    expect(rejected.applications.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
    expect((await admin.get('/api/admin/applications?status=lost')).statusCode).toBe(400);
  });

  it('refuses candidates, other tenants, withdrawing for the candidate and withdrawn applications', async () => {
    const { agent } = await newCandidate(t);
    const app = (await apply(agent, positionIds[4]!)).json().data.application;
    const url = `/api/admin/applications/${app.id}/status`;
    expect((await agent.get('/api/admin/applications')).statusCode).toBe(403);
    expect((await agent.post(url, { status: 'hired' })).statusCode).toBe(403);

    // An admin of another company cannot find it at all.
    const other = await newCandidate(t, 'other.example');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, other.email));
    expect((await other.agent.post(url, { status: 'hired' })).statusCode).toBe(404);
    expect((await other.agent.get(`/api/admin/applications/${app.id}`)).statusCode).toBe(404);
    expect((await other.agent.get('/api/admin/applications')).json().data.total).toBe(0);

    expect((await admin.post(url, { status: 'withdrawn' })).statusCode).toBe(400);
    await agent.post(`/api/pcsx/applications/${app.id}/withdraw`);
    const before = await rows(applicationEvents);
    expect((await admin.post(url, { status: 'in_review' })).statusCode).toBe(409);
    expect(await rows(applicationEvents)).toBe(before);
    expect((await admin.get('/api/admin/applications/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('names the application form for the form editor', async () => {
    const res = await admin.get('/api/admin/applications/form');
    const page = (await admin.get(`/api/pcsx/apply_form?position_id=${positionIds[0]}`)).json().data;
    expect(res.json().data.form_id).toBe(page.form.id);
  });
});
