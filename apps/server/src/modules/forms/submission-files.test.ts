import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, formSubmissions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: HttpAgent;
let candidate: HttpAgent;
let stranger: HttpAgent;
let formId: string;

const agentFor = async () => {
  const agent = new HttpAgent(t.app, { query: { domain: demoTenant.domain } });
  await agent.boot();
  return agent;
};
const login = async (who: { email: string; password: string }) => {
  const agent = await agentFor();
  expect((await agent.post('/api/auth/login', who)).statusCode).toBe(200);
  return agent;
};

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const upload = (name: string, bytes: Buffer, declared: Partial<{ size: number; type: string }> = {}) => ({
  uid: `${name}-uid`,
  name,
  size: declared.size ?? bytes.byteLength,
  type: declared.type ?? 'application/octet-stream',
  content: `data:application/octet-stream;base64,${bytes.toString('base64')}`,
  status: 'done' as const,
});

const definition = {
  public: true, // answered at its own link, the route these tests drive
  sections: [
    {
      title: 'Documents',
      items: [
        { name: 'resume', type: 'file_upload', label: 'Resume', required: true },
        {
          name: 'extras',
          type: 'fileUpload',
          label: 'Extras',
          fileUploadOptions: { uploadSize: 1, allowedTypes: ['txt', 'png'] },
          rules: [{ type: 'maxLength', value: 3 }],
        },
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          dynamicListOptions: {
            items: [
              { name: 'title', type: 'text', label: 'Title' },
              { name: 'proof', type: 'file_upload', label: 'Proof' },
            ],
          },
        },
      ],
    },
  ],
};

type Ref = { uid: string; name: string; size: number; type: string; fileId: string; status: string };
type Answers = { resume: Ref[]; extras: Ref[]; jobs: { title: string; proof: Ref[] }[] };

const submit = (agent: HttpAgent, values: Record<string, unknown>) =>
  agent.post(`/api/forms/${formId}/submissions`, { values });
const storedUploads = async () =>
  (await t.database.db.select().from(files).where(like(files.key, 'form-uploads/%'))).length;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await login(demoTenant.admin);
  candidate = await login(demoTenant.candidate);
  stranger = await agentFor();
  const signup = await stranger.post('/api/auth/signup', {
    email: 'stranger@northwind.example',
    password: 'Stranger-Long-Pass-2026',
    firstname: 'Sam',
    lastname: 'Stranger',
  });
  expect(signup.statusCode, signup.body).toBeLessThan(300);
  const res = await admin.post('/api/admin/forms', { title: 'Uploads', definition });
  expect(res.statusCode, res.body).toBe(201);
  formId = res.json().data.form.id;
});
afterAll(() => t.close());

describe('uploads in form submissions', () => {
  it('stores each file in the file storage and keeps only a reference in the answers', async () => {
    const res = await submit(candidate, {
      resume: [upload('cv.pdf', pdfBytes, { size: 1, type: 'text/html' })],
      extras: [upload('notes.txt', Buffer.from('Références: voir le CV.\n')), upload('me.PNG', pngBytes)],
      jobs: [{ title: 'Analyst', proof: [upload('letter.pdf', pdfBytes)] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.submission.id as string;
    const row = (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
    const answers = row.answers as Answers;
    expect(JSON.stringify(answers)).not.toContain('base64');
    // The declared size and type are replaced by what the bytes are.
    expect(answers.resume).toEqual([
      {
        uid: 'cv.pdf-uid',
        name: 'cv.pdf',
        size: pdfBytes.byteLength,
        type: 'application/pdf',
        fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'done',
      },
    ]);
    expect(answers.extras.map((f) => f.type)).toEqual(['text/plain', 'image/png']);
    expect(answers.jobs[0]!.proof[0]!.type).toBe('application/pdf');

    const url = (fileId: string) => `/api/forms/submissions/${id}/files/${fileId}`;
    const own = await candidate.get(url(answers.resume[0]!.fileId));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
    expect(own.rawPayload.equals(pdfBytes)).toBe(true);
    const byAdmin = await admin.get(url(answers.jobs[0]!.proof[0]!.fileId));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(pdfBytes)).toBe(true);
    const text = await candidate.get(url(answers.extras[0]!.fileId));
    expect(text.body).toBe('Références: voir le CV.\n');

    // Someone else's submission, a file of another submission, or nobody logged in: nothing.
    expect((await stranger.get(url(answers.resume[0]!.fileId))).statusCode).toBe(404);
    const elsewhere = new HttpAgent(t.app, { query: { domain: 'other.example' } });
    await elsewhere.boot();
    await elsewhere.post('/api/auth/signup', {
      email: 'admin-ish@other.example',
      password: 'Another-Long-Pass-2026',
      firstname: 'O',
      lastname: 'T',
    });
    expect((await elsewhere.get(url(answers.resume[0]!.fileId))).statusCode).toBe(404);
    const anonymous = await agentFor();
    expect((await anonymous.get(url(answers.resume[0]!.fileId))).statusCode).toBe(401);
    const other = await submit(candidate, { resume: [upload('other.pdf', pdfBytes)] });
    const otherRow = (
      await t.database.db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.id, other.json().data.submission.id)))
    )[0]!;
    const otherFile = (otherRow.answers as Answers).resume[0]!.fileId;
    expect((await candidate.get(url(otherFile))).statusCode).toBe(404);
    expect((await candidate.get(`/api/forms/submissions/${id}/files/not-a-uuid`)).statusCode).toBe(400);
  });

  it('judges files by their bytes: a disguised file gets the §5 type message and nothing is stored', async () => {
    const before = await storedUploads();
    const submissions = (await t.database.db.select().from(formSubmissions)).length;
    const res = await submit(candidate, {
      resume: [upload('cv.pdf', exeBytes, { type: 'application/pdf' })],
      extras: [upload('photo.png', pdfBytes), upload('binary.txt', Buffer.from([0x41, 0, 0x42]))],
      jobs: [{ title: 'Analyst', proof: [upload('scan.pdf', pngBytes)] }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      resume: 'These files are not of an allowed type: cv.pdf',
      extras: 'These files are not of an allowed type: photo.png, binary.txt',
      'jobs.0.proof': 'These files are not of an allowed type: scan.pdf',
    });
    expect(await storedUploads()).toBe(before);
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(submissions);
  });

  it('refuses broken base64, files over the size limit by their real size, and disallowed names', async () => {
    const before = await storedUploads();
    const broken = await submit(candidate, {
      resume: [{ ...upload('cv.pdf', pdfBytes), content: 'not base64 at all!' }],
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().fieldErrors).toEqual({ resume: 'File could not be uploaded' });
    const big = Buffer.concat([Buffer.from('text '), Buffer.alloc(1.5 * 1024 * 1024, 0x61)]);
    const tooBig = await submit(candidate, {
      resume: [upload('cv.pdf', pdfBytes)],
      extras: [upload('huge.txt', big, { size: 10 })],
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().fieldErrors).toEqual({ extras: 'These files are larger than 1 MB: huge.txt' });
    const badName = await submit(candidate, { resume: [upload('run.exe', exeBytes)] });
    expect(badName.json().fieldErrors).toEqual({ resume: 'These files are not of an allowed type: run.exe' });
    expect(await storedUploads()).toBe(before);
  });
});
