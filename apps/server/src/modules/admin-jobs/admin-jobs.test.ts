import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';
import { jobBody, put } from './admin-jobs-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let anon: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SEARCH_POLL_MS: '50' });
  admin = await demoAdmin(t);
  anon = new HttpAgent(t.app);
  await anon.boot();
});
afterAll(() => t.close());

const create = async (overrides = {}) => {
  const res = await admin.post('/api/admin/jobs', jobBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.job;
};
const searchCount = async (query: string) =>
  (await anon.get('/api/pcsx/search', { query: { query } })).json().data.count as number;
const sitemap = async () => (await anon.get('/sitemap.xml')).body;

describe('admin jobs', () => {
  it('creates a draft with a sanitised description, then publishes it into candidate search', async () => {
    const job = await create({
      title: 'Zephyrine Platform Lead',
      descriptionHtml: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x()">a</a></p>',
    });
    expect(job).toMatchObject({
      status: 'draft',
      version: 1,
      isPrivate: false,
      externalId: expect.stringMatching(/^JOB-/),
    });
    expect(job.descriptionHtml).toBe('<p>Hi <a rel="noopener noreferrer">a</a></p>');
    expect(job.locations[0]).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(await searchCount('zephyrine')).toBe(0);

    const res = await admin.post(`/api/admin/jobs/${job.id}/publish`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.job).toMatchObject({ status: 'open', version: 2 });
    await expect.poll(() => searchCount('zephyrine'), { timeout: 1_000, interval: 25 }).toBe(1);

    // An edit reaches search within a second too; the old title is gone.
    const edited = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ title: 'Xylocarp Data Lead' }),
      version: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect.poll(() => searchCount('xylocarp'), { timeout: 1_000, interval: 25 }).toBe(1);
    expect(await searchCount('zephyrine')).toBe(0);

    // Close and reopen.
    expect((await admin.post(`/api/admin/jobs/${job.id}/close`, { version: 3 })).statusCode).toBe(200);
    await expect.poll(() => searchCount('xylocarp'), { timeout: 1_000, interval: 25 }).toBe(0);
    expect((await admin.post(`/api/admin/jobs/${job.id}/close`, { version: 4 })).json().code).toBe(
      'CONFLICT',
    );
    expect((await admin.post(`/api/admin/jobs/${job.id}/reopen`, { version: 4 })).statusCode).toBe(200);
    await expect.poll(() => searchCount('xylocarp'), { timeout: 1_000, interval: 25 }).toBe(1);
  });

  it('refuses an edit made against an old version with 409 and the current version, changing nothing', async () => {
    const job = await create({ title: 'Conflicted Role' });
    expect(
      (await put(admin, `/api/admin/jobs/${job.id}`, { ...jobBody({ title: 'First save' }), version: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await put(admin, `/api/admin/jobs/${job.id}`, {
      ...jobBody({ title: 'Second save' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
    expect((await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job).toMatchObject({
      title: 'First save',
      version: 2,
    });
  });

  it('keeps a private job out of search and the sitemap, reachable by its link with noindex', async () => {
    const job = await create({ title: 'Clandestine Cartographer', isPrivate: true, status: 'open' });
    expect(job.url).toBe(`/careers/job/private?pid=${job.id}`);
    const listed = await create({ title: 'Cartographer In Plain Sight', status: 'open' });
    await expect.poll(() => searchCount('cartographer'), { timeout: 1_000, interval: 25 }).toBe(1);
    const map = await sitemap();
    expect(map).toContain(listed.id);
    expect(map).not.toContain(job.id);
    const details = await anon.get('/api/pcsx/position_details', { query: { position_id: job.id } });
    expect(details.statusCode).toBe(200);
    expect(details.body).toContain('Clandestine Cartographer');
    const page = await anon.get(`/careers/job/${job.id}`);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('application/ld+json');
  });

  it('duplicates a job as a draft with a new external id', async () => {
    const job = await create({ title: 'Original Role', status: 'open' });
    const res = await admin.post(`/api/admin/jobs/${job.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data.job;
    expect(copy).toMatchObject({
      title: 'Original Role',
      status: 'draft',
      skills: job.skills,
      payMin: job.payMin,
    });
    expect(copy.id).not.toBe(job.id);
    expect(copy.externalId).not.toBe(job.externalId);
    expect(copy.locations).toEqual(job.locations);
  });

  it('lists a page at a time, by title or external id, status and department', async () => {
    await create({ title: 'Pager Alpha', department: 'Pagers', externalId: 'PG-1', status: 'open' });
    await create({ title: 'Pager Beta', department: 'Pagers', externalId: 'PG-2' });
    await create({ title: 'Pager Gamma', department: 'Pagers', externalId: 'PG-3' });
    const list = async (query: Record<string, string>) =>
      (await admin.get('/api/admin/jobs', { query })).json().data;
    const page1 = await list({ q: 'pager', page_size: '2' });
    expect(page1.total).toBe(3);
    expect(page1.jobs).toHaveLength(2);
    expect((await list({ q: 'pager', page_size: '2', page: '2' })).jobs).toHaveLength(1);
    expect((await list({ q: 'PG-2' })).jobs.map((j: { title: string }) => j.title)).toEqual(['Pager Beta']);
    expect((await list({ department: 'Pagers', status: 'open' })).total).toBe(1);
    expect(page1.departments).toContain('Pagers');
    expect(page1.jobs[0].location).toBe('Berlin, Germany');
  });

  it('refuses a taken external id with the field named', async () => {
    await create({ externalId: 'DUP-1' });
    const res = await admin.post('/api/admin/jobs', jobBody({ externalId: 'DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toHaveProperty('externalId');
  });

  it('suggests places from the gazetteer and skills from the taxonomy', async () => {
    const places = (await admin.get('/api/admin/jobs/places', { query: { q: 'Portland, US' } })).json().data
      .places;
    expect(places[0]).toMatchObject({
      city: 'Portland',
      countryCode: 'US',
      label: expect.stringContaining('Portland'),
    });
    const skills = (await admin.get('/api/admin/jobs/skills', { query: { q: 'typescr' } })).json().data
      .skills;
    expect(skills).toContain('TypeScript');
  });

  it('answers bad input with 400 and the field path, and changes nothing', async () => {
    const job = await create({ title: 'Steady Role' });
    const cases: [unknown, string][] = [
      [{ ...jobBody(), title: '' }, 'title'],
      [{ ...jobBody(), payMin: 10, payMax: 5 }, 'payMax'],
      [{ ...jobBody(), payCurrency: null }, 'payCurrency'],
      [{ ...jobBody(), workPlace: 'onsite', locations: [] }, 'locations'],
      [
        { ...jobBody(), locations: [{ city: 'X', country: 'Y', countryCode: 'ZZZ', lat: 1, lng: 2 }] },
        'locations.0.countryCode',
      ],
      [{ ...jobBody(), employmentType: 'forever' }, 'employmentType'],
    ];
    for (const [body, field] of cases) {
      const res = await put(admin, `/api/admin/jobs/${job.id}`, { ...(body as object), version: 1 });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), field).toContain(field);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...Object.keys(jobBody()), 'version'), fc.jsonValue()),
        async (patch) => {
          const res = await put(admin, `/api/admin/jobs/${job.id}`, { ...jobBody(), version: 1, ...patch });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    // Whatever was accepted above went through the version check; the title only changed if a body was valid.
    const after = (await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job;
    expect(after.version).toBeLessThanOrEqual(2);
  });

  it("keeps each tenant's jobs to itself and refuses non-admins", async () => {
    const job = await create({ title: 'Tenant A Secret' });
    const other = await otherTenantAdmin(t);
    expect((await other.get(`/api/admin/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await put(other, `/api/admin/jobs/${job.id}`, { ...jobBody(), version: 1 })).statusCode).toBe(
      404,
    );
    expect((await other.post(`/api/admin/jobs/${job.id}/publish`, { version: 1 })).statusCode).toBe(404);
    expect((await other.post(`/api/admin/jobs/${job.id}/duplicate`)).statusCode).toBe(404);
    expect((await other.get('/api/admin/jobs', { query: { q: 'Tenant A Secret' } })).json().data.total).toBe(
      0,
    );
    const candidate = await demoCandidate(t);
    expect((await candidate.get('/api/admin/jobs')).statusCode).toBe(403);
    expect((await candidate.post('/api/admin/jobs', jobBody())).statusCode).toBe(403);
    expect((await anon.get('/api/admin/jobs')).statusCode).toBe(401);
    expect((await admin.get(`/api/admin/jobs/${job.id}`)).json().data.job.title).toBe('Tenant A Secret');
  });
});
