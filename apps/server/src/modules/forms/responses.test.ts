import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
let admin: HttpAgent;
let candidate: HttpAgent;
let formId: string;

const login = async (who: { email: string; password: string }) => {
  const agent = new HttpAgent(t.app, { query: { domain: demoTenant.domain } });
  await agent.boot();
  expect((await agent.post('/api/auth/login', who)).statusCode).toBe(200);
  return agent;
};

const pdfContent = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (name: string) => ({
  uid: name,
  name,
  size: pdfContent.byteLength,
  type: 'application/pdf',
  content: pdfContent.toString('base64'),
  status: 'done' as const,
});

const definition = {
  title: 'Survey',
  public: true,
  sections: [
    {
      title: 'About you',
      items: [
        { name: 'intro', type: 'info', help: 'Tell us a little.' },
        { name: 'motto', type: 'text', label: 'Your motto' },
        {
          name: 'place',
          type: 'radio',
          label: 'Work place',
          radioOptions: {
            choices: [
              { label: 'On site', value: 'onsite' },
              { label: 'Remote', value: 'remote' },
            ],
          },
        },
        {
          name: 'days',
          type: 'checkbox',
          label: 'Days',
          checkboxOptions: {
            choices: [
              { label: 'Weekdays', value: 'wd' },
              { label: 'Sundays', value: 'su' },
            ],
          },
        },
        { name: 'start', type: 'date', label: 'Start date' },
        { name: 'country', type: 'country', label: 'Country' },
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          dynamicListOptions: { items: [{ name: 'title', type: 'text', label: 'Title' }] },
        },
        { name: 'cv', type: 'file_upload', label: 'CV' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
      ],
    },
  ],
};

const answers = (motto: string) => ({
  motto,
  place: 'remote',
  days: ['wd', 'su'],
  start: '2027-02-01',
  country: 'CA',
  jobs: [{ title: 'Analyst' }, { title: 'Lead' }],
  cv: [pdf('cv.pdf')],
  ssn: '123-45-6789',
});

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await login(demoTenant.admin);
  candidate = await login(demoTenant.candidate);
  const res = await admin.post('/api/admin/forms', { title: 'Survey', definition });
  expect(res.statusCode, res.body).toBe(201);
  formId = res.json().data.form.id;
  for (const motto of [
    '=HYPERLINK("http://evil.example","x")',
    '+1 more',
    '-minus',
    '@at',
    'plain, "quoted"',
  ]) {
    const sent = await candidate.post(`/api/forms/${formId}/submissions`, { values: answers(motto) });
    expect(sent.statusCode, sent.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('a form’s responses (admin)', () => {
  it('lists submissions newest first with who sent them, readable answers and no SSN', async () => {
    const res = await admin.get(`/api/admin/forms/${formId}/responses`, { query: { limit: '2' } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(5);
    expect(data.columns.map((c: { name: string }) => c.name)).toEqual([
      'motto',
      'place',
      'days',
      'start',
      'country',
      'jobs',
      'cv',
      'ssn',
    ]);
    expect(data.responses).toHaveLength(2);
    const [newest] = data.responses;
    expect(newest.submitter).toEqual({ name: 'Jordan Rivera', email: demoTenant.candidate.email });
    expect(newest.answers).toEqual({
      motto: 'plain, "quoted"',
      place: 'Remote',
      days: 'Weekdays; Sundays',
      start: '2027-02-01',
      country: 'Canada',
      jobs: 'Title: Analyst | Title: Lead',
      cv: 'cv.pdf',
    });
    expect(newest.hidden).toEqual(['ssn']);
    expect(newest.files).toEqual([{ field: 'cv', name: 'cv.pdf', fileId: expect.any(String) }]);
    expect(res.body).not.toContain('6789');
    // The file it names is the admin's to download.
    const file = await admin.get(`/api/forms/submissions/${newest.id}/files/${newest.files[0].fileId}`);
    expect(file.statusCode).toBe(200);
  });

  it('pages with limit and offset, without overlap, and refuses bad paging', async () => {
    const page = async (offset: number) =>
      (
        await admin.get(`/api/admin/forms/${formId}/responses`, {
          query: { limit: '2', offset: String(offset) },
        })
      )
        .json()
        .data.responses.map((r: { id: string }) => r.id);
    const ids = [...(await page(0)), ...(await page(2)), ...(await page(4))];
    expect(new Set(ids).size).toBe(5);
    expect(await page(10)).toEqual([]);
    for (const query of [{ limit: '0' }, { limit: '101' }, { offset: '-1' }, { limit: 'x' }] as Record<
      string,
      string
    >[]) {
      expect((await admin.get(`/api/admin/forms/${formId}/responses`, { query })).statusCode).toBe(400);
    }
  });

  it('exports CSV: labels as headers in definition order, injection defused, SSN masked', async () => {
    const res = await admin.get(`/api/admin/forms/${formId}/responses/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form-responses-${formId}.csv"`);
    expect(res.body).not.toContain('6789');
    const rows: string[][] = parse(res.body);
    expect(rows[0]).toEqual([
      'Submitted at',
      'Name',
      'Email',
      'Form version',
      'Your motto',
      'Work place',
      'Days',
      'Start date',
      'Country',
      'Jobs',
      'CV',
      'SSN',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows.slice(1).map((r) => r[4])).toEqual([
      'plain, "quoted"',
      "'@at",
      "'-minus",
      "'+1 more",
      `'=HYPERLINK("http://evil.example","x")`,
    ]);
    const first = rows[1]!;
    expect(first.slice(1, 4)).toEqual(['Jordan Rivera', demoTenant.candidate.email, '1']);
    expect(new Date(first[0]!).toISOString()).toBe(first[0]);
    expect(first.slice(5)).toEqual([
      'Remote',
      'Weekdays; Sundays',
      '2027-02-01',
      'Canada',
      'Title: Analyst | Title: Lead',
      'cv.pdf',
      'hidden',
    ]);
  });

  it('exports only the header for a form without responses, and 404s for an unknown or foreign form', async () => {
    const created = await admin.post('/api/admin/forms', { title: 'Empty', definition });
    const empty = created.json().data.form.id;
    const res = await admin.get(`/api/admin/forms/${empty}/responses/export`);
    expect(parse(res.body)).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/forms/${unknown}/responses`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/forms/${unknown}/responses/export`)).statusCode).toBe(404);
    const other = new HttpAgent(t.app, { query: { domain: 'other.example' } });
    await other.boot();
    expect((await other.get(`/api/admin/forms/${formId}/responses`)).statusCode).toBe(401);
  });

  it('is for admins only: a candidate gets 403 and a visitor 401', async () => {
    const { agent } = await newCandidate(t);
    for (const url of [
      `/api/admin/forms/${formId}/responses`,
      `/api/admin/forms/${formId}/responses/export`,
    ]) {
      expect((await candidate.get(url)).statusCode).toBe(403);
      expect((await agent.get(url)).statusCode).toBe(403);
      const visitor = new HttpAgent(t.app, { query: { domain: demoTenant.domain } });
      await visitor.boot();
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
  });
});
