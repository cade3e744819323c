import { resumeErrorCodes } from '@opencareers/contracts/resume';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, files, profileResumes } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { multipartForm } from './resume-form.test-helper.ts';
import { dataUrl, fixture, manyPagePdf, refusalFixture, zipBombDocx } from './resume-parser/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const pdf = fixture('en-us-backend-senior.pdf');
const post = (agent: HttpAgent, path: string, fields: Record<string, string>) => {
  const { payload, headers } = multipartForm(fields);
  return agent.request({ method: 'POST', url: path, payload, headers });
};
const details = async (agent: HttpAgent) =>
  (await agent.get('/api/pcsx/profile_details')).json().data.profile;
/** What a request may not change: the profile (a never-saved one is dated "now") and the stored rows. */
const state = async (agent: HttpAgent) => {
  const rows = await Promise.all(
    [candidateProfiles, profileResumes, files].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );
  return { profile: { ...(await details(agent)), updatedAt: '' }, rows };
};
const form = (bytes: Uint8Array, name = 'marcus.pdf', type = 'application/pdf') => ({
  resume_file_name: name,
  resume_content: dataUrl(bytes, type),
});

describe('parse_resume', () => {
  it('answers 401 to logged-out visitors, before reading the file', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    for (const path of ['/api/pcsx/parse_resume', '/api/pcsx/upload_resume'])
      expect((await post(agent, path, form(pdf))).statusCode).toBe(401);
  });

  it('proposes profile fields from spec form data and stores nothing', async () => {
    const { agent } = await newCandidate(t);
    const before = await state(agent);
    const res = await post(agent, '/api/pcsx/parse_resume', { ...form(pdf), domain: 'localhost' });
    expect(res.statusCode, res.body).toBe(200);
    const { proposal, fileType } = res.json().data;
    expect(fileType).toBe('pdf');
    expect(proposal.contact).toMatchObject({
      firstname: 'Marcus',
      lastname: 'Bennett',
      phone: '+15125550142',
      location: 'Austin, TX',
    });
    expect(proposal.experience).toHaveLength(3);
    expect(await state(agent)).toEqual(before);
  });

  it('takes the same fields as JSON', async () => {
    const { agent } = await newCandidate(t);
    const res = await agent.post(
      '/api/pcsx/parse_resume',
      form(fixture('de-de-werkstudentin.docx'), 'cv.docx', 'application/octet-stream'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.proposal.contact.firstname).toBe('Hannah');
  });
});

describe('upload_resume', () => {
  it('stores the file and applies the reviewed proposal: dropped items stay out, edits go in, the location fills', async () => {
    const { agent } = await newCandidate(t);
    const { proposal } = (await post(agent, '/api/pcsx/parse_resume', form(pdf))).json().data;
    const accepted = {
      ...proposal,
      experience: proposal.experience
        .slice(0, 2)
        .map((e: { title: string }, i: number) => (i === 0 ? { ...e, title: 'Staff Backend Engineer' } : e)),
      skills: proposal.skills.filter((s: { name: string }) => s.name !== 'Kafka'),
    };
    const res = await post(agent, '/api/pcsx/upload_resume', {
      ...form(pdf),
      accepted: JSON.stringify(accepted),
    });
    expect(res.statusCode, res.body).toBe(200);
    const candidate = res.json().data.candidate;
    expect(candidate.resumes).toHaveLength(1);
    expect(candidate.resumes[0]).toMatchObject({
      fileName: 'marcus.pdf',
      contentType: 'application/pdf',
      isPrimary: true,
      size: pdf.length,
    });
    expect(candidate.contact.location).toBe('Austin, TX');
    expect(candidate.place?.city).toBe('Austin');
    // The account's own name stays: only empty contact fields are filled.
    expect(candidate.contact.firstname).toBe('Casey');
    expect(candidate.experience.map((e: { title: string }) => e.title)).toEqual([
      'Staff Backend Engineer',
      'Software Engineer',
    ]);
    expect(candidate.skills.map((s: { name: string }) => s.name)).not.toContain('Kafka');
    expect(candidate.skills.map((s: { name: string }) => s.name)).toContain('PostgreSQL');
    expect(await details(agent)).toEqual(candidate);
    // The stored file downloads as uploaded.
    const file = await agent.get(candidate.resumes[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(pdf))).toBe(true);
  });

  it('keeps a location the candidate already has', async () => {
    const { agent } = await newCandidate(t);
    const contact = (await details(agent)).contact;
    await agent.post('/api/pcsx/profile_edit', {
      op_section: 'contact',
      operation: 'update',
      op_data: { value: { ...contact, location: 'Lisbon, Portugal' } },
    });
    const { proposal } = (await post(agent, '/api/pcsx/parse_resume', form(pdf))).json().data;
    const res = await post(agent, '/api/pcsx/upload_resume', {
      ...form(pdf),
      accepted: JSON.stringify(proposal),
    });
    expect(res.json().data.candidate.contact.location).toBe('Lisbon, Portugal');
  });

  it('without a proposal stores the résumé only; a second one is not primary', async () => {
    const { agent } = await newCandidate(t);
    const before = await details(agent);
    const first = await post(agent, '/api/pcsx/upload_resume', form(pdf));
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(
      agent,
      '/api/pcsx/upload_resume',
      form(fixture('en-in-data-scientist.txt'), 'arjun.txt', 'text/plain'),
    );
    const candidate = second.json().data.candidate;
    expect(candidate.resumes.map((r: { isPrimary: boolean }) => r.isPrimary).sort()).toEqual([false, true]);
    expect({ ...candidate, resumes: [], updatedAt: '' }).toEqual({ ...before, resumes: [], updatedAt: '' });
  });
});

describe('bad résumés get a clear 4xx and change nothing', () => {
  const cases: [string, () => Promise<Record<string, string>>, string][] = [
    ['encrypted PDF', async () => form(refusalFixture('encrypted.pdf')), resumeErrorCodes.encrypted],
    ['image-only PDF', async () => form(refusalFixture('scanned.pdf')), resumeErrorCodes.imageOnly],
    [
      'legacy .doc',
      async () => form(refusalFixture('legacy.doc'), 'cv.doc', 'application/msword'),
      resumeErrorCodes.legacyDoc,
    ],
    [
      'empty file',
      async () => ({ resume_file_name: 'cv.pdf', resume_content: 'data:application/pdf;base64,' }),
      resumeErrorCodes.empty,
    ],
    ['content not matching its name', async () => form(pdf, 'cv.docx'), resumeErrorCodes.typeMismatch],
    ['500-page PDF', async () => form(await manyPagePdf(500)), resumeErrorCodes.tooManyPages],
    ['zip-bomb DOCX', async () => form(zipBombDocx(12), 'cv.docx'), resumeErrorCodes.archiveTooLarge],
    [
      'malformed data URL',
      async () => ({
        resume_file_name: 'cv.pdf',
        resume_content: 'data:application/pdf;base64,%%%not base64',
      }),
      resumeErrorCodes.badDataUrl,
    ],
    [
      'not a data URL',
      async () => ({ resume_file_name: 'cv.pdf', resume_content: 'https://example.com/cv.pdf' }),
      resumeErrorCodes.badDataUrl,
    ],
    [
      'oversized file',
      async () => ({
        resume_file_name: 'cv.txt',
        resume_content: `data:text/plain;base64,${'QUFB'.repeat(1_747_627)}`,
      }),
      resumeErrorCodes.tooLarge,
    ],
    [
      'proposal that is not JSON',
      async () => ({ ...form(pdf), accepted: '{not json' }),
      resumeErrorCodes.badProposal,
    ],
    [
      'proposal that does not fit',
      async () => ({
        ...form(pdf),
        accepted: JSON.stringify({
          contact: { email: 'nope' },
          experience: [],
          education: [],
          skills: [],
          languages: [],
          links: [],
        }),
      }),
      resumeErrorCodes.badProposal,
    ],
  ];

  it.each(cases)('%s', async (_label, make, code) => {
    const { agent } = await newCandidate(t);
    const before = await state(agent);
    const fields = await make();
    for (const path of ['/api/pcsx/parse_resume', '/api/pcsx/upload_resume']) {
      if (code === resumeErrorCodes.badProposal && path.endsWith('parse_resume')) continue;
      const res = await post(agent, path, fields);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body.code).toBe(code);
      expect(body.message.length).toBeGreaterThan(10);
    }
    expect(await state(agent)).toEqual(before);
  });

  it('refuses a body past the limit before reading it (413)', async () => {
    const { agent } = await newCandidate(t);
    const res = await agent.request({
      method: 'POST',
      url: '/api/pcsx/upload_resume',
      payload: `{"resume_file_name":"a.pdf","resume_content":"${'A'.repeat(8 * 1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect((await details(agent)).resumes).toEqual([]);
  });
});
