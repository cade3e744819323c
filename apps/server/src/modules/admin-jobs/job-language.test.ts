import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentLanguageSchema } from '@opencareers/contracts/content-language';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin } from '../interviews/interviews-test-kit.ts';
import { jobBody, put } from './admin-jobs-test-kit.ts';

/*
 * A job keeps the language it was written in (issue 21 item 5): an admin names it, the job
 * page's content and its JobPosting data carry it, and a job without one is in the company's
 * default language.
 */
let t: TestApp;
let admin: HttpAgent;
let anon: HttpAgent;
// A stand-in for the built app's index.html, so the job page's server markup is in the answer.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-job-language-'));
beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=""><head><meta charset="UTF-8" /><meta name="csrf-token" content="" /><title>Careers</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', WEB_DIST_DIR: dist });
  admin = await demoAdmin(t);
  anon = new HttpAgent(t.app);
  await anon.boot();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const publishedJob = async (overrides = {}) => {
  const res = await admin.post('/api/admin/jobs', { ...jobBody(overrides), status: 'open' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.job;
};
const jobPage = (id: string) => t.app.inject({ url: `/careers/job/${id}`, headers: { accept: 'text/html' } });
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe("a job's own language", () => {
  it('is stored in its canonical spelling and carried by the details, the page and its JobPosting data', async () => {
    const job = await publishedJob({ title: 'Softwareentwicklerin (m/w/d)', language: 'de-de' });
    expect(job.language).toBe('de-DE');
    expect((await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job.language).toBe('de-DE');

    const details = await anon.get('/api/pcsx/position_details', { query: { position_id: job.id } });
    expect(details.json().data.position.language).toBe('de-DE');

    const page = await jobPage(job.id);
    expect(page.statusCode).toBe(200);
    expect(jsonLdOf(page.body).inLanguage).toBe('de-DE');
    expect(page.body).toContain('<article lang="de-DE">');
  });

  it("is the company's default when none is named, and can be set back to it", async () => {
    const job = await publishedJob({ title: 'Plain Default Role' });
    expect(job.language).toBeNull();
    const details = await anon.get('/api/pcsx/position_details', { query: { position_id: job.id } });
    expect(details.json().data.position.language).toBeNull();
    expect(jsonLdOf((await jobPage(job.id)).body).inLanguage).toBe('en');

    const set = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ language: 'ja' }),
      version: job.version,
    });
    expect(set.json().data.job.language).toBe('ja');
    const unset = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ language: null }),
      version: set.json().data.job.version,
    });
    expect(unset.json().data.job.language).toBeNull();
  });

  it('refuses what is not a language with 400 naming the field, and changes nothing', async () => {
    const job = await publishedJob({ title: 'Steady Language Role', language: 'fr' });
    const notALanguage = fc
      .oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('english', 'xx', 'de_DE_', '<b>de</b>', 'x'.repeat(40)),
      )
      .filter((s) => !contentLanguageSchema.safeParse(s).success);
    await fc.assert(
      fc.asyncProperty(fc.oneof(notALanguage, fc.integer(), fc.constant(['de'])), async (language) => {
        const res = await put(admin, `/api/admin/jobs/${job.id}`, {
          ...jobBody(),
          language,
          version: job.version,
        } as object);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fieldErrors ?? {})).toContain('language');
      }),
      { numRuns: 60 },
    );
    const after = (await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job;
    expect(after).toMatchObject({ language: 'fr', version: job.version });
  });

  it('is carried by the search results, null for a job in the company’s default', async () => {
    const portuguese = await publishedJob({ title: 'Quokkarina Engenheira de Dados', language: 'pt-PT' });
    const plain = await publishedJob({ title: 'Quokkarina Data Engineer' });
    const results = async () =>
      (await anon.get('/api/pcsx/search', { query: { query: 'quokkarina' } })).json().data.positions as {
        id: string;
        language?: string | null;
      }[];
    await expect.poll(async () => (await results()).length, { timeout: 2_000, interval: 25 }).toBe(2);
    const byId = new Map((await results()).map((p) => [p.id, p.language]));
    expect(byId.get(portuguese.id)).toBe('pt-PT');
    expect(byId.get(plain.id)).toBeNull();
  });
});
