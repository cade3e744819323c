import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAssignments, formSubmissions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';
import { asAdmin, assignmentNotifications, counts, createForm, put } from './test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let formId: string;
let formVersion: number;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '10000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await asAdmin(t);
  ({ id: formId, version: formVersion } = await createForm(admin));
});
afterAll(() => t.close());

const assign = (body: Record<string, unknown>) => admin.post('/api/admin/form-assignments', body);

async function assignedCandidate(extra: Record<string, unknown> = {}) {
  const c = await newCandidate(t);
  const res = await assign({ formId, emails: [c.email], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, id: res.json().data.assignments[0].id as string };
}

const good = { legalName: 'Casey Tester', relocate: 'yes', ssn: '123-45-6789', notes: 'Thanks' };

describe('the demo seed', () => {
  it('gives the demo candidate one open form, told with action required through the notifier', async () => {
    const { agent } = await loggedIn(t, demoTenant.candidate.email, demoTenant.candidate.password);
    const list = (await agent.get('/api/pcsx/forms_list', { query: { include_tab_list: 'true' } })).json();
    expect(list.data.tabs).toEqual([
      { id: 'to_do', count: 1 },
      { id: 'completed', count: 0 },
    ]);
    const [form] = list.data.forms;
    expect(form).toMatchObject({ name: 'Work eligibility', status: 'open', completed_at: null });
    expect(new Date(form.due_at).getTime()).toBeGreaterThan(Date.now());
    const [told] = await assignmentNotifications(t, form.id);
    expect(told).toMatchObject({
      actionRequired: true,
      resolvedAt: null,
      redirectUrl: `/careers/forms?assignment=${form.id}`,
      messageKey: 'formAssigned',
    });
  });
});

describe('assigning (admin)', () => {
  it('assigns to a candidate by email and tells them once, with action required', async () => {
    const c = await newCandidate(t);
    const res = await assign({
      formId,
      emails: [` ${c.email.toUpperCase()} `],
      message: 'Before Friday, please.',
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [a] = res.json().data.assignments;
    expect(a).toMatchObject({
      formId,
      formTitle: 'Background check',
      status: 'open',
      message: 'Before Friday, please.',
      candidate: { email: c.email },
    });
    const told = await assignmentNotifications(t, a.id);
    expect(told).toHaveLength(1);
    const list = (
      await c.agent.get('/api/pcsx/notifications', { query: { type_filter: 'action_required' } })
    ).json().data.notifications;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      notificationType: 'action_required',
      messageKey: 'formAssigned',
      messageParams: { formName: 'Background check' },
      redirectUrl: `/careers/forms?assignment=${a.id}`,
    });
  });

  it('refuses the same open form twice for a candidate (409) and changes nothing', async () => {
    const c = await assignedCandidate();
    const before = await counts(t);
    const again = await assign({ formId, emails: [c.email] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already assigned to .* and not completed yet/);
    expect(await counts(t)).toEqual(before);
  });

  it('assigns to several candidates at once, or to none when one email is unknown', async () => {
    const a = await newCandidate(t);
    const b = await newCandidate(t);
    const before = await counts(t);
    const refused = await assign({ formId, emails: [a.email, 'nobody@example.com'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors.emails).toContain('nobody@example.com');
    expect(await counts(t)).toEqual(before);

    const ok = await assign({ formId, emails: [a.email, b.email, a.email] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.assignments).toHaveLength(2);
    expect((await counts(t)).notifications).toBe(before.notifications + 2);
  });

  it('refuses admins as recipients, past due dates and forms of another tenant', async () => {
    const c = await newCandidate(t);
    const before = await counts(t);
    expect((await assign({ formId, emails: [demoTenant.admin.email] })).statusCode).toBe(422);
    const past = await assign({ formId, emails: [c.email], dueAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().fieldErrors.dueAt).toBe('Choose a due date in the future.');
    const otherAdmin = await newAdminOnOtherTenant();
    const otherForm = await createForm(otherAdmin);
    expect((await assign({ formId: otherForm.id, emails: [c.email] })).statusCode).toBe(404);
    expect(await counts(t)).toEqual(before);
  });

  it('lists assignments newest first, filtered by status and form, paged', async () => {
    const c = await assignedCandidate();
    const page = (await admin.get('/api/admin/form-assignments', { query: { limit: '1' } })).json().data;
    expect(page.assignments).toHaveLength(1);
    expect(page.assignments[0].id).toBe(c.id);
    expect(page.total).toBeGreaterThan(1);
    const second = (
      await admin.get('/api/admin/form-assignments', { query: { limit: '1', offset: '1' } })
    ).json().data.assignments;
    expect(second[0].id).not.toBe(c.id);
    const open = (
      await admin.get('/api/admin/form-assignments', { query: { status: 'open', formId } })
    ).json().data.assignments as { status: string; formId: string }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((a) => a.status === 'open' && a.formId === formId)).toBe(true);
  });
});

describe('filling in (candidate)', () => {
  it('saves progress as a draft (in progress), keeping no SSN, and shows it again', async () => {
    const c = await assignedCandidate();
    const res = await put(c.agent, `/api/pcsx/form_assignments/${c.id}/draft`, {
      values: { legalName: 'Casey', ssn: '123-45-6789', relocate: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      assignment: { status: 'in_progress' },
      draft: { legalName: 'Casey' },
      not_kept: ['ssn'],
    });
    const row = (await t.database.db.select().from(formAssignments).where(eq(formAssignments.id, c.id)))[0]!;
    expect(JSON.stringify(row.draftAnswers)).not.toContain('6789');

    const view = (await c.agent.get(`/api/pcsx/form_assignments/${c.id}`)).json().data;
    expect(view).toMatchObject({
      assignment: { status: 'in_progress' },
      draft: { legalName: 'Casey' },
      answers: null,
      form: { id: formId, title: 'Background check' },
    });
    const list = (await c.agent.get('/api/pcsx/forms_list', { query: { tab_id: 'to_do' } })).json().data;
    expect(list.tabs).toBeUndefined();
    expect(list.forms.map((f: { status: string }) => f.status)).toEqual(['in_progress']);
  });

  it('refuses a draft with unknown questions or wrong shapes, changing nothing', async () => {
    const c = await assignedCandidate();
    for (const values of [{ nope: 'x' }, { legalName: { a: 1 } }, { relocate: ['a', 'b'] }]) {
      const res = await put(c.agent, `/api/pcsx/form_assignments/${c.id}/draft`, { values });
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toBeDefined();
    }
    const view = (await c.agent.get(`/api/pcsx/form_assignments/${c.id}`)).json().data;
    expect(view).toMatchObject({ assignment: { status: 'open' }, draft: null });
  });

  it('submits: validated by the toolkit rules, stored, completed, and no longer action required', async () => {
    const c = await assignedCandidate();
    await put(c.agent, `/api/pcsx/form_assignments/${c.id}/draft`, { values: { legalName: 'Casey' } });

    const before = await counts(t);
    const bad = await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, {
      values: { legalName: '' },
      formVersion,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['legalName', 'relocate']);
    expect(await counts(t)).toEqual(before);

    const ok = await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good, formVersion });
    expect(ok.statusCode, ok.body).toBe(201);
    const { assignment, submission_id } = ok.json().data;
    expect(assignment.status).toBe('completed');
    expect(assignment.completed_at).not.toBeNull();

    const stored = (
      await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, submission_id))
    )[0]!;
    expect(stored).toMatchObject({ formId, userId: c.userId, answers: { legalName: 'Casey Tester' } });
    expect(JSON.stringify(stored.answers)).not.toContain('6789');
    expect(stored.sensitiveAnswers).toMatch(/^v1:/);

    const [told] = await assignmentNotifications(t, c.id);
    expect(told!.resolvedAt).not.toBeNull();
    const actionRequired = (
      await c.agent.get('/api/pcsx/notifications', { query: { type_filter: 'action_required' } })
    ).json().data.notifications;
    expect(actionRequired).toEqual([]);
    const all = (await c.agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(all).toEqual([expect.objectContaining({ notificationType: 'read_only' })]);

    const view = (await c.agent.get(`/api/pcsx/form_assignments/${c.id}`)).json().data;
    expect(view).toMatchObject({
      assignment: { status: 'completed' },
      draft: null,
      answers: { legalName: 'Casey Tester', relocate: 'yes', notes: 'Thanks' },
      submission_id,
    });
    expect(view.answers.ssn).toBeUndefined();
    const list = (
      await c.agent.get('/api/pcsx/forms_list', { query: { tab_id: 'completed', include_tab_list: '1' } })
    ).json().data;
    expect(list.tabs).toEqual([
      { id: 'to_do', count: 0 },
      { id: 'completed', count: 1 },
    ]);
    expect(list.forms[0]).toMatchObject({ id: c.id, status: 'completed' });

    const after = await counts(t);
    const again = await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good });
    expect(again.statusCode).toBe(409);
    const draft = await put(c.agent, `/api/pcsx/form_assignments/${c.id}/draft`, { values: {} });
    expect(draft.statusCode).toBe(409);
    expect(await counts(t)).toEqual(after);

    // The admin reads the answers; the SSN stays sealed.
    const detail = (await admin.get(`/api/admin/form-assignments/${c.id}`)).json().data;
    expect(detail).toMatchObject({
      assignment: { status: 'completed', submissionId: submission_id },
      form: { id: formId },
      answers: { legalName: 'Casey Tester', relocate: 'yes' },
    });
    expect(JSON.stringify(detail)).not.toContain('6789');

    // Done, the same form can be asked for again.
    expect((await assign({ formId, emails: [c.email] })).statusCode).toBe(201);
  });

  it('refuses a submit against a form changed since it was opened (409), storing nothing', async () => {
    const { id } = await createForm(admin);
    const c = await newCandidate(t);
    const res = await assign({ formId: id, emails: [c.email] });
    const assignmentId = res.json().data.assignments[0].id;
    await admin.request({
      method: 'PUT',
      url: `/api/admin/forms/${id}`,
      payload: { title: 'Background check v2', definition: { ...(await formDef(id)) } },
    });
    const before = await counts(t);
    const stale = await c.agent.post(`/api/pcsx/form_assignments/${assignmentId}/submit`, {
      values: good,
      formVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await counts(t)).toEqual(before);
  });
});

const formDef = async (id: string) => (await admin.get(`/api/admin/forms/${id}`)).json().data.form.definition;

async function newAdminOnOtherTenant() {
  // The second tenant of createTestApp has no admin yet; the CLI-free way is the service.
  const { signUp } = await import('../auth/service.ts');
  const { TenantService } = await import('../tenants/service.ts');
  const tenant = (await new TenantService(t.database.db, 0).byDomain('other.example'))!;
  const email = `owner.${Date.now()}@other.example`;
  await signUp(
    t.database.db,
    tenant,
    { email, password: 'another sturdy passphrase', firstname: 'Other', lastname: 'Owner' },
    'admin',
  );
  const agent = new HttpAgent(t.app, { query: { domain: 'other.example' } });
  await agent.boot();
  await agent.post('/api/auth/login', { email, password: 'another sturdy passphrase' });
  return agent;
}

describe('races', () => {
  it('stores one submission when the same form is submitted twice at once', async () => {
    const c = await assignedCandidate();
    const before = await counts(t);
    const url = `/api/pcsx/form_assignments/${c.id}/submit`;
    const answers = await Promise.all([
      c.agent.post(url, { values: good }),
      c.agent.post(url, { values: good }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await counts(t)).submissions).toBe(before.submissions + 1);
    const rows = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.userId, c.userId));
    expect(rows).toHaveLength(1);
  });

  it('assigns once when the same form is assigned twice at once', async () => {
    const c = await newCandidate(t);
    const before = await counts(t);
    const answers = await Promise.all([
      assign({ formId, emails: [c.email] }),
      assign({ formId, emails: [c.email] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await counts(t)).toMatchObject({
      assignments: before.assignments + 1,
      notifications: before.notifications + 1,
    });
  });
});

describe('isolation', () => {
  it("keeps a candidate out of another candidate's assignment (404, nothing changes)", async () => {
    const owner = await assignedCandidate();
    const other = await newCandidate(t);
    const before = await counts(t);
    expect((await other.agent.get(`/api/pcsx/form_assignments/${owner.id}`)).statusCode).toBe(404);
    expect(
      (await put(other.agent, `/api/pcsx/form_assignments/${owner.id}/draft`, { values: { legalName: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.agent.post(`/api/pcsx/form_assignments/${owner.id}/submit`, { values: good })).statusCode,
    ).toBe(404);
    expect((await other.agent.get('/api/pcsx/forms_list')).json().data.forms).toEqual([]);
    expect(await counts(t)).toEqual(before);
    const view = (await owner.agent.get(`/api/pcsx/form_assignments/${owner.id}`)).json().data;
    expect(view).toMatchObject({ assignment: { status: 'open' }, draft: null });
  });

  it("keeps another tenant's admin and candidates out", async () => {
    const owner = await assignedCandidate();
    const otherAdmin = await newAdminOnOtherTenant();
    const before = await counts(t);
    const list = (await otherAdmin.get('/api/admin/form-assignments')).json().data;
    expect(list).toEqual({ assignments: [], total: 0 });
    expect((await otherAdmin.post(`/api/admin/form-assignments/${owner.id}/cancel`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/api/admin/form-assignments/${owner.id}`)).statusCode).toBe(404);
    expect(
      (await otherAdmin.post('/api/admin/form-assignments', { formId, emails: [owner.email] })).statusCode,
    ).toBe(404);
    const stranger = await newCandidate(t, 'other.example');
    expect((await stranger.agent.get(`/api/pcsx/form_assignments/${owner.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.agent.post(`/api/pcsx/form_assignments/${owner.id}/submit`, { values: good }))
        .statusCode,
    ).toBe(404);
    expect(await counts(t)).toEqual(before);
  });

  it('keeps the admin API to admins: 401 logged out, 403 for a candidate, before reading the body', async () => {
    const c = await newCandidate(t);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    const before = await counts(t);
    for (const agent of [anon, c.agent]) {
      const expected = agent === anon ? 401 : 403;
      expect((await agent.get('/api/admin/form-assignments')).statusCode).toBe(expected);
      const { id } = (await admin.get('/api/admin/form-assignments', { query: { limit: '1' } })).json().data
        .assignments[0];
      expect((await agent.get(`/api/admin/form-assignments/${id}`)).statusCode).toBe(expected);
      expect((await agent.post('/api/admin/form-assignments', { bogus: true })).statusCode).toBe(expected);
      expect(
        (await agent.post('/api/admin/form-assignments', { formId, emails: [c.email] })).statusCode,
      ).toBe(expected);
    }
    expect((await anon.get('/api/pcsx/forms_list')).statusCode).toBe(401);
    expect(await counts(t)).toEqual(before);
  });
});

describe('canceling (admin)', () => {
  it('withdraws an open assignment: hidden from the candidate, notification resolved', async () => {
    const c = await assignedCandidate();
    const res = await admin.post(`/api/admin/form-assignments/${c.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.assignment).toMatchObject({ status: 'canceled' });
    expect(res.json().data.assignment.canceledAt).not.toBeNull();
    const [told] = await assignmentNotifications(t, c.id);
    expect(told!.resolvedAt).not.toBeNull();
    expect((await c.agent.get(`/api/pcsx/form_assignments/${c.id}`)).statusCode).toBe(404);
    expect((await c.agent.get('/api/pcsx/forms_list')).json().data.forms).toEqual([]);
    expect(
      (await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good })).statusCode,
    ).toBe(404);
    expect((await admin.post(`/api/admin/form-assignments/${c.id}/cancel`)).statusCode).toBe(409);
    // Withdrawn, the form can be assigned again.
    expect((await assign({ formId, emails: [c.email] })).statusCode).toBe(201);
  });

  it('refuses to cancel a completed assignment', async () => {
    const c = await assignedCandidate();
    await c.agent.post(`/api/pcsx/form_assignments/${c.id}/submit`, { values: good });
    const res = await admin.post(`/api/admin/form-assignments/${c.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This form has already been completed and cannot be canceled.');
  });
});
