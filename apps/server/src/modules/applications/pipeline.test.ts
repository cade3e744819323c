import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, interviews, notifications, offers } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate, inDays, newCandidate } from '../interviews/interviews-test-kit.ts';
import { apply, openPositions } from './applications-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let jordan: HttpAgent;
let positions: { id: string; title: string }[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await demoAdmin(t);
  jordan = await demoCandidate(t);
  positions = await openPositions(t);
});
afterAll(() => t.close());

const detail = async (id: string) =>
  (await admin.get(`/api/admin/applications/${id}`)).json().data.application;

const appliedBy = async (agent: HttpAgent, positionId: string, name = 'Jordan Rivera') => {
  const res = await apply(agent, positionId, {
    fullName: name,
    email: 'someone@example.com',
    coverLetter: 'Hello.',
    consent: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.application.id as string;
};

const statusNotifications = async (applicationId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.sourceKey, `application:${applicationId}`))
  )[0]?.n;

const interviewBody = (
  applicationId: string,
  positionId: string,
  email: string = demoTenant.candidate.email,
) => ({
  candidate_email: email,
  position_id: positionId,
  application_id: applicationId,
  starts_at: inDays(4),
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  kind: 'video',
  meeting_url: 'https://meet.example/pipeline',
  location: null,
  interviewers: [],
  notes: null,
});

describe('one application carries its interviews, offers, forms and notes', () => {
  it('an interview scheduled from the application moves it to Interviewing and sits on its timeline', async () => {
    const id = await appliedBy(jordan, positions[0]!.id);
    const before = await detail(id);
    expect(before).toMatchObject({ status: 'submitted', version: 1, interviews: [], offers: [], notes: [] });

    const res = await admin.post('/api/admin/interviews', interviewBody(id, positions[0]!.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.interview.application_id).toBe(id);
    const after = await detail(id);
    expect(after.status).toBe('interviewing');
    expect(after.version).toBe(2);
    expect(after.interviews).toHaveLength(1);
    expect(after.history.map((h: { to: string }) => h.to)).toEqual(['submitted', 'interviewing']);
    // A second interview does not move it again (it is already Interviewing).
    await admin.post('/api/admin/interviews', interviewBody(id, positions[0]!.id));
    expect((await detail(id)).history).toHaveLength(2);
  });

  it('notes are stored for admins and never shown to the candidate', async () => {
    const id = await appliedBy(jordan, positions[1]!.id);
    const res = await admin.post(`/api/admin/applications/${id}/notes`, { body: '  Strong portfolio  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.application.notes).toMatchObject([
      { body: 'Strong portfolio', by: 'Avery Admin' },
    ]);
    expect((await jordan.post(`/api/admin/applications/${id}/notes`, { body: 'x' })).statusCode).toBe(403);
    const mine = (await jordan.get('/api/pcsx/dashboard/applications')).body;
    expect(mine).not.toContain('Strong portfolio');
  });

  it('an offer made from the application follows it: extended → Offered, accepted → Hired', async () => {
    const id = await appliedBy(jordan, positions[2]!.id);
    const created = await admin.post('/api/admin/offers', {
      candidate_email: demoTenant.candidate.email,
      position_id: positions[2]!.id,
      application_id: id,
      letter_presentation: 'sign_form',
    });
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().data.offer.id as string;
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row?.applicationId).toBe(id);
    expect((await detail(id)).status).toBe('submitted');

    expect((await admin.post(`/api/admin/offers/${offerId}/extend`, {})).statusCode).toBe(200);
    expect((await detail(id)).status).toBe('offered');

    const typed = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    const accepted = await jordan.post(`/api/offer/offers/${offerId}/accept`, typed.payload, {
      headers: typed.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const hired = await detail(id);
    expect(hired.status).toBe('hired');
    expect(hired.offers).toMatchObject([{ id: offerId, status: 'Accepted' }]);
    // Each move told the candidate once (submitted is not a change).
    expect(await statusNotifications(id)).toBe(2);
  });

  it('a declined offer leaves the application Offered until the company chooses', async () => {
    const id = await appliedBy(jordan, positions[3]!.id);
    const created = await admin.post('/api/admin/offers', {
      candidate_email: demoTenant.candidate.email,
      position_id: positions[3]!.id,
      application_id: id,
    });
    const offerId = created.json().data.offer.id as string;
    await admin.post(`/api/admin/offers/${offerId}/extend`, {});
    expect((await jordan.post(`/api/offer/offers/${offerId}/decline`)).statusCode).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'offered', offers: [{ status: 'Declined' }] });
  });

  it('a form assigned from the application belongs to it', async () => {
    const id = await appliedBy(jordan, positions[4]!.id);
    const forms = (await admin.get('/api/admin/forms')).json().data.forms as { id: string }[];
    const res = await admin.post(`/api/admin/applications/${id}/forms`, { form_id: forms[0]!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await detail(id)).form_assignments).toHaveLength(1);
  });
});

describe('pipeline actions refuse what the state does not allow, changing nothing', () => {
  it('an ended application cannot get an interview, an offer or a form: 409 with its status', async () => {
    const { agent, email } = await newCandidate(t);
    const id = await appliedBy(agent, positions[0]!.id, 'Casey Tester');
    expect(
      (await admin.post(`/api/admin/applications/${id}/status`, { status: 'rejected' })).statusCode,
    ).toBe(200);
    const interviewCount = async () => (await t.database.db.select({ n: count() }).from(interviews))[0]!.n;
    const before = await interviewCount();

    const iv = await admin.post('/api/admin/interviews', interviewBody(id, positions[0]!.id, email));
    expect(iv.statusCode).toBe(409);
    expect(iv.json()).toMatchObject({ code: 'CONFLICT', currentState: 'rejected' });
    expect(await interviewCount()).toBe(before);

    const offer = await admin.post('/api/admin/offers', {
      candidate_email: email,
      position_id: positions[0]!.id,
      application_id: id,
    });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().currentState).toBe('rejected');

    const forms = (await admin.get('/api/admin/forms')).json().data.forms as { id: string }[];
    const form = await admin.post(`/api/admin/applications/${id}/forms`, { form_id: forms[0]!.id });
    expect(form.statusCode).toBe(409);
    expect((await detail(id)).status).toBe('rejected');
  });

  it('a change naming an old version is refused with the current status and version', async () => {
    const { agent } = await newCandidate(t);
    const id = await appliedBy(agent, positions[1]!.id, 'Casey Tester');
    expect(
      (await admin.post(`/api/admin/applications/${id}/status`, { status: 'in_review', version: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await admin.post(`/api/admin/applications/${id}/status`, {
      status: 'rejected',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: 2,
      currentState: 'in_review',
    });
    expect((await detail(id)).status).toBe('in_review');
  });

  it('two admins acting at once on the same version: exactly one wins', async () => {
    const { agent } = await newCandidate(t);
    const id = await appliedBy(agent, positions[2]!.id, 'Casey Tester');
    const results = await Promise.all(
      (['in_review', 'rejected', 'interviewing', 'hired'] as const).map((status) =>
        admin.post(`/api/admin/applications/${id}/status`, { status, version: 1 }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const events = await t.database.db
      .select({ n: count() })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events[0]!.n).toBe(2);
    expect(await statusNotifications(id)).toBe(1);
  });
});

describe('bulk status change from the board', () => {
  it('moves all or none, telling each candidate once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await appliedBy((await newCandidate(t)).agent, positions[4]!.id, 'Casey Tester'));
    const items = ids.map((id) => ({ id, version: 1 }));

    // One stale version refuses the whole move.
    const stale = await admin.post('/api/admin/applications/bulk-status', {
      items: [...items.slice(0, 2), { id: ids[2], version: 7 }],
      status: 'in_review',
    });
    expect(stale.statusCode).toBe(409);
    for (const id of ids) expect((await detail(id)).status).toBe('submitted');

    const res = await admin.post('/api/admin/applications/bulk-status', { items, status: 'in_review' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.changed.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect((await detail(id)).status).toBe('in_review');
      expect(await statusNotifications(id)).toBe(1);
    }
    const [withdrawn] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.status, 'withdrawn'));
    expect(withdrawn!.n).toBe(0);
  });

  it('the list filters by job', async () => {
    const res = await admin.get(`/api/admin/applications?position_id=${positions[4]!.id}&page_size=500`);
    const list = res.json().data.applications as { position: { id: string } }[];
    expect(list.length).toBe(4); // Jordan's and the three above
    expect(list.every((a) => a.position.id === positions[4]!.id)).toBe(true);
  });
});
