import { allFieldsForm } from '@opencareers/forms/examples/all-fields-form';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, forms } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: HttpAgent;
let candidate: HttpAgent;
let formId: string;

const login = async (who: { email: string; password: string }, domain = demoTenant.domain) => {
  const agent = new HttpAgent(t.app, { query: { domain } });
  await agent.boot();
  const res = await agent.post('/api/auth/login', { email: who.email, password: who.password });
  expect(res.statusCode).toBe(200);
  return agent;
};

// Real PDF bytes: the server judges uploads by their content, not their name.
const pdfContent = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (name: string) => ({
  uid: name,
  name,
  size: pdfContent.byteLength,
  type: 'application/pdf',
  content: pdfContent.toString('base64'),
  status: 'done' as const,
});

/** A complete, valid set of answers to the all-fields form for a US candidate. */
const goodAnswers = () => ({
  fullName: '  Jordan Rivera ',
  email: 'jordan@example.com',
  phone: '+1 202 555 0143',
  country: 'US',
  state: 'NY',
  birthDate: '1990-04-02',
  currentRole: { startDate: '2022-01', endDate: null, isCurrent: true },
  roles: [{ title: 'Analyst', years: '3' }],
  years: '7',
  skills: ['SQL', 'React'],
  summary: 'I build careful, accessible products with small teams.',
  teamwork: 4,
  workPlace: 'hybrid',
  days: ['weekdays'],
  shift: 'day',
  department: 'eng',
  relocate: false,
  resume: [pdf('resume.pdf')],
  references: [],
  ssn: '123-45-6789',
  agreement: 'signed',
  consent: true,
});

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await login(demoTenant.admin);
  candidate = await login(demoTenant.candidate);
  // Public: answered straight at its own link, which most of this file drives.
  const res = await admin.post('/api/admin/forms', {
    title: 'Application',
    definition: { ...allFieldsForm, public: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  formId = res.json().data.form.id;
});
afterAll(() => t.close());

describe('admin form definitions', () => {
  it('creates, reads, lists and updates a form, bumping its version', async () => {
    const got = await admin.get(`/api/admin/forms/${formId}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data.form).toMatchObject({
      id: formId,
      title: 'Application',
      version: 1,
      definition: allFieldsForm,
    });
    const list = await admin.get('/api/admin/forms');
    expect(list.json().data.forms.map((f: { id: string }) => f.id)).toContain(formId);

    const created = await admin.post('/api/admin/forms', {
      title: 'Short',
      definition: { sections: [{ title: 'S', items: [{ name: 'a', type: 'text' }] }] },
    });
    const id = created.json().data.form.id;
    const put = await admin.request({
      method: 'PUT',
      url: `/api/admin/forms/${id}`,
      payload: {
        title: 'Shorter',
        definition: { sections: [{ title: 'S', items: [{ name: 'b', type: 'email' }] }] },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.form).toMatchObject({ title: 'Shorter', version: 2 });
  });

  it('refuses a definition the toolkit schema refuses, storing nothing', async () => {
    const before = (await t.database.db.select().from(forms)).length;
    for (const definition of [
      { sections: [{ title: 'S', items: [{ name: 'a', type: 'script' }] }] },
      {
        sections: [
          {
            title: 'S',
            items: [
              { name: 'a', type: 'text' },
              { name: 'a', type: 'text' },
            ],
          },
        ],
      },
      {
        sections: [
          {
            title: 'S',
            items: [{ name: 'a', type: 'select', selectOptions: { apiEndpoint: 'https://evil.example' } }],
          },
        ],
      },
      { sections: [{ title: 'S', items: [{ name: 'a', type: 'text', visibleFn: 'return true' }] }] },
    ]) {
      const res = await admin.post('/api/admin/forms', { title: 'Bad', definition });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await t.database.db.select().from(forms)).length).toBe(before);
  });

  it('is for admins only, and per tenant', async () => {
    expect((await candidate.get('/api/admin/forms')).statusCode).toBe(403);
    expect(
      (await candidate.post('/api/admin/forms', { title: 'x', definition: allFieldsForm })).statusCode,
    ).toBe(403);
    const anonymous = new HttpAgent(t.app, { query: { domain: demoTenant.domain } });
    await anonymous.boot();
    expect((await anonymous.get(`/api/admin/forms/${formId}`)).statusCode).toBe(401);
    const elsewhere = new HttpAgent(t.app, { query: { domain: 'other.example' } });
    await elsewhere.boot();
    await elsewhere.post('/api/auth/signup', {
      email: 'x@other.example',
      password: 'Another-Long-Pass-2026',
      firstname: 'X',
      lastname: 'Y',
    });
    expect((await elsewhere.get(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect(
      (await elsewhere.post(`/api/forms/${formId}/submissions`, { values: goodAnswers() })).statusCode,
    ).toBe(404);
  });

  it('previews validation of an unsaved definition, storing nothing and echoing no SSN', async () => {
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const ok = await admin.post('/api/admin/forms/preview-validate', {
      definition: allFieldsForm,
      values: goodAnswers(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ valid: true, fieldErrors: {} });
    expect(ok.json().data.values).toMatchObject({ fullName: 'Jordan Rivera' });
    expect(ok.body).not.toContain('123-45-6789');
    const bad = await admin.post('/api/admin/forms/preview-validate', {
      definition: allFieldsForm,
      values: { email: 'x' },
    });
    expect(bad.json().data.valid).toBe(false);
    expect(bad.json().data.fieldErrors.email).toBe('Email is invalid. Use the format "name@example.com".');
    expect(
      (await candidate.post('/api/admin/forms/preview-validate', { definition: allFieldsForm, values: {} }))
        .statusCode,
    ).toBe(403);
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  it('serves the admin pages of the SPA (the gallery) with 200', async () => {
    const res = await t.app.inject({
      url: '/admin/forms-gallery?layout=stepper',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers 404 for an unknown form', async () => {
    expect((await admin.get('/api/admin/forms/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/forms/:formId/submissions', () => {
  it('a candidate reads the form and submits valid answers; text is trimmed, hidden fields left out', async () => {
    const form = await candidate.get(`/api/forms/${formId}`);
    expect(form.statusCode).toBe(200);
    const res = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: goodAnswers(),
      formVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (
      await t.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, res.json().data.submission.id))
    )[0]!;
    expect(row.answers).toMatchObject({ fullName: 'Jordan Rivera', country: 'US', teamwork: 4 });
    expect(row.answers).not.toHaveProperty('sin');
  });

  it('stores SSN encrypted, never in the answers or the logs', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'trace', WEB_DIST_DIR: '/nonexistent-web-dist' }),
      database: t.database,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    try {
      const agent = new HttpAgent(app, { query: { domain: demoTenant.domain } });
      await agent.boot();
      await agent.post('/api/auth/login', {
        email: demoTenant.candidate.email,
        password: demoTenant.candidate.password,
      });
      const ok = await agent.post(`/api/forms/${formId}/submissions`, {
        values: { ...goodAnswers(), ssn: '987-65-4321' },
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const bad = await agent.post(`/api/forms/${formId}/submissions`, {
        values: { ...goodAnswers(), ssn: '987-65-432' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.body).not.toContain('987-65-432');
      const id = ok.json().data.submission.id;
      const row = (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
      expect(JSON.stringify(row.answers)).not.toContain('987');
      expect(row.sensitiveAnswers).toMatch(/^v1:/);
      expect(row.sensitiveAnswers).not.toContain('987');
      const box = await SecretBox.open(t.database.db);
      expect(JSON.parse(box.unseal(row.sensitiveAnswers!, `${row.tenantId}:${row.id}`))).toEqual({
        ssn: '987-65-4321',
      });
      expect(() => box.unseal(row.sensitiveAnswers!, `${row.tenantId}:another-row`)).toThrow();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toMatch(/987-?65-?432/);
    } finally {
      await app.close();
    }
  });

  it('answers per-field messages of §5 for bad answers, storing nothing', async () => {
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const res = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: {
        ...goodAnswers(),
        fullName: ' ',
        email: 'jordan@',
        phone: '+1 12',
        currentRole: { startDate: '2022-01', endDate: null, isCurrent: false },
        years: '7.5',
        skills: [],
        teamwork: 9,
        workPlace: 'moon',
        ssn: '123456789',
        resume: [pdf('virus.exe')],
        roles: [{ title: '' }],
        consent: false,
        isAdmin: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Some answers need attention.' });
    expect(res.json().fieldErrors).toEqual({
      fullName: 'Full name is required',
      email: 'Email is invalid. Use the format "name@example.com".',
      phone: 'Enter a valid phone number and country code.',
      currentRole: 'Please enter both a start and end date.',
      years: 'Enter digits only.',
      skills: 'Skills is required',
      teamwork: 'This value is not valid.',
      workPlace: 'Choose one of the options.',
      ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
      resume: 'These files are not of an allowed type: virus.exe',
      'roles.0.title': 'Job title is required',
      consent: 'I confirm my answers are true is required',
      isAdmin: 'This field is not part of the form.',
    });
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  it('checks countries, states, date order and file counts as the browser does, storing nothing', async () => {
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const res = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: {
        ...goodAnswers(),
        country: 'XX',
        state: 'ZZ',
        currentRole: { startDate: '2024-05', endDate: '2023-01', isCurrent: false },
        resume: [pdf('one.pdf'), pdf('two.pdf')],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      country: 'Choose one of the options.',
      currentRole: 'The end date must be on or after the start date.',
      resume: 'Upload no more than 1 files.',
    });
    // A real country whose list does not hold the state.
    const state = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: { ...goodAnswers(), country: 'CA', state: 'NY', sin: '046-454-286' },
    });
    expect(state.statusCode).toBe(422);
    expect(state.json().fieldErrors).toEqual({ state: 'Choose one of the options.' });
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  it('ignores hidden fields: a SIN answer from a US candidate is not validated or stored', async () => {
    const res = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: { ...goodAnswers(), sin: 'not a sin' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a submission to a changed form version', async () => {
    const res = await candidate.post(`/api/forms/${formId}/submissions`, {
      values: goodAnswers(),
      formVersion: 99,
    });
    expect(res.statusCode).toBe(409);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '2' });
    try {
      const agent = new HttpAgent(limited.app, { query: { domain: demoTenant.domain } });
      await agent.boot();
      await agent.post('/api/auth/login', {
        email: demoTenant.candidate.email,
        password: demoTenant.candidate.password,
      });
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await agent.post(`/api/forms/${formId}/submissions`, { values: {} })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('takes answers to a form only where it was given: not at its own link unless it is public', async () => {
    const created = await admin.post('/api/admin/forms', { title: 'Internal', definition: allFieldsForm });
    const internal = created.json().data.form.id;
    const before = (await t.database.db.select().from(formSubmissions)).length;
    expect((await candidate.get(`/api/forms/${internal}`)).statusCode).toBe(404);
    const res = await candidate.post(`/api/forms/${internal}/submissions`, { values: goodAnswers() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This form takes answers only through the application or assignment it was given with.',
    });
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);
    // Staff still read it (to preview it), and a public one is read by anyone signed in.
    expect((await admin.get(`/api/forms/${internal}`)).statusCode).toBe(200);
    expect((await candidate.get(`/api/forms/${formId}`)).statusCode).toBe(200);
  });

  it('needs a logged-in user', async () => {
    const anonymous = new HttpAgent(t.app, { query: { domain: demoTenant.domain } });
    await anonymous.boot();
    expect(
      (await anonymous.post(`/api/forms/${formId}/submissions`, { values: goodAnswers() })).statusCode,
    ).toBe(401);
  });

  it('an answer whose text cannot be taken (an object with a non-callable toString) is a 4xx', async () => {
    // Found by the generated test below: String() on this value throws, once a 500.
    for (const hostile of [[{ toString: 0 }], { toString: 0 }, { valueOf: 0, toString: 0 }]) {
      const res = await candidate.post(`/api/forms/${formId}/submissions`, {
        values: { ...goodAnswers(), country: hostile, state: hostile, email: hostile },
      });
      expect([400, 422], res.body).toContain(res.statusCode);
    }
  });

  it('generated hostile answers get 4xx and store nothing', async () => {
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const names = Object.keys(goodAnswers());
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor'), fc.string()),
          fc.jsonValue(),
          { maxKeys: 30 },
        ),
        async (values) => {
          const res = await candidate.post(`/api/forms/${formId}/submissions`, { values });
          expect([400, 422], res.body).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
    // Valid answers with one field replaced by a generated value: never a 5xx.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.jsonValue(), async (name, value) => {
        const res = await candidate.post(`/api/forms/${formId}/submissions`, {
          values: { ...goodAnswers(), [name]: value },
        });
        expect([201, 400, 422], res.body).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
    const after = (await t.database.db.select().from(formSubmissions)).length;
    expect(after - before).toBeLessThanOrEqual(60); // only the replacements that happened to be valid
  });
});
