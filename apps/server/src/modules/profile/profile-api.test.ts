import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { addResume } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Agent = HttpAgent;
const edit = (agent: Agent, body: unknown) => agent.post('/api/pcsx/profile_edit', body);
const details = async (agent: Agent) => (await agent.get('/api/pcsx/profile_details')).json().data.profile;
const tenantOf = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.tenantId;

const onePixelPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const experience = (title: string, startMonth: string) => ({
  title,
  company: 'Acme',
  location: '',
  startMonth,
  endMonth: null,
  current: true,
  description: '',
});

describe('profile API', () => {
  it('answers 401 to logged-out visitors on every profile route', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    for (const res of [
      await agent.get('/api/pcsx/profile_details'),
      await agent.get('/api/pcsx/profile_analysis'),
      await agent.get('/api/pcsx/resumes/00000000-0000-4000-8000-000000000000'),
      await edit(agent, { op_section: 'headline', operation: 'update', op_data: { value: 'x' } }),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('edits contact, lists and preferences; the boot data and match read model follow at once', async () => {
    const { agent } = await newCandidate(t);
    const empty = await details(agent);
    expect(empty.contact).toMatchObject({ firstname: 'Casey', location: '' });
    const boot0 = await agent.boot();
    expect(boot0.user.profileCompletionData).toMatchObject({ percent: 0 });
    expect(boot0.user.profile).toMatchObject({ hasResume: false, avatar: null });

    const contact = { ...empty.contact, phone: '+44 20 7946 0000', location: 'London, UK' };
    const res = await edit(agent, {
      op_section: 'contact',
      operation: 'update',
      op_data: { value: contact },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile.place).toMatchObject({ city: 'London', countryCode: 'GB' });

    // Logged in but no skills or title yet: matching says the profile is incomplete.
    const positions = (await agent.get('/api/pcsx/search')).json().data.positions as { id: string }[];
    const pid = positions[0]!.id;
    const match = async () =>
      (await agent.get('/api/pcsx/match_details', { query: { position_id: pid } })).json().data;
    expect((await match()).reason).toBe('profile_incomplete');

    await edit(agent, {
      op_section: 'experience',
      operation: 'add',
      op_data: { value: experience('Engineer', '2020-01') },
    });
    await edit(agent, {
      op_section: 'experience',
      operation: 'add',
      op_data: { value: experience('Intern', '2018-01') },
    });
    for (const name of ['typescript', 'React', 'SQL'])
      await edit(agent, { op_section: 'skills', operation: 'add', op_data: { value: { name } } });
    const m = await match();
    expect(m.available).toBe(true);
    expect(typeof m.score).toBe('number');

    let p = (
      await edit(agent, { op_section: 'experience', operation: 'reorder', op_data: { value: [1, 0] } })
    ).json().data.profile;
    expect(p.experience.map((e: { title: string }) => e.title)).toEqual(['Intern', 'Engineer']);
    p = (
      await edit(agent, {
        op_section: 'experience',
        operation: 'update',
        op_data: {
          index: 0,
          value: { ...experience('Junior Engineer', '2018-01'), current: false, endMonth: '2019-12' },
        },
      })
    ).json().data.profile;
    expect(p.experience[0]).toMatchObject({ title: 'Junior Engineer', endMonth: '2019-12' });
    p = (await edit(agent, { op_section: 'skills', operation: 'delete', op_data: { index: 1 } })).json().data
      .profile;
    expect(p.skills).toEqual([
      { name: 'TypeScript', taxonomyId: 'TypeScript' },
      { name: 'SQL', taxonomyId: 'SQL' },
    ]);
    await edit(agent, {
      op_section: 'preferences',
      operation: 'update',
      op_data: { value: { workPlaces: ['remote', 'remote'], employmentTypes: ['full_time'] } },
    });

    const analysis = (await agent.get('/api/pcsx/profile_analysis')).json().data;
    expect(analysis.completed).toEqual(expect.arrayContaining(['experience', 'contact', 'preferences']));
    expect(analysis.percent).toBe(35);
    expect(analysis.suggestions.map((s: { section: string }) => s.section)).toContain('skills');
    const boot = await agent.boot();
    expect(boot.user.profileCompletionData.percent).toBe(35);
    expect(boot.user.profile.location).toBe('London, UK');
    expect((await details(agent)).preferences.workPlaces).toEqual(['remote']);
  });

  it('answers 422 with the spec message and changes nothing for edits that do not fit', async () => {
    const { agent } = await newCandidate(t);
    await edit(agent, {
      op_section: 'links',
      operation: 'add',
      op_data: { value: { url: 'https://ana.dev' } },
    });
    const before = await details(agent);
    const bad = [
      { op_section: 'headline', operation: 'add', op_data: { value: 'x' } },
      { op_section: 'contact', operation: 'reorder', op_data: { value: [0] } },
      { op_section: 'links', operation: 'update', op_data: { index: 1, value: { url: 'https://x.dev' } } },
      { op_section: 'links', operation: 'delete', op_data: {} },
      { op_section: 'links', operation: 'add', op_data: { value: { url: 'javascript:alert(1)' } } },
      { op_section: 'links', operation: 'reorder', op_data: { value: [0, 0] } },
      { op_section: 'experience', operation: 'add', op_data: { value: { title: '' } } },
      {
        op_section: 'experience',
        operation: 'add',
        op_data: { value: { ...experience('A', '2020-05'), current: false, endMonth: '2020-01' } },
      },
      {
        op_section: 'contact',
        operation: 'update',
        op_data: { value: { ...before.contact, email: 'nope' } },
      },
      { op_section: 'nickname', operation: 'update', op_data: { value: 'x' } },
      { op_section: 'summary', operation: 'rename', op_data: { value: 'x' } },
      { op_section: 'resumes', operation: 'delete', op_data: { index: 0 } },
      { op_section: 'avatar', operation: 'update', op_data: { value: 'data:image/png;base64,JVBERi0xLjQK' } },
      { op_section: 'avatar', operation: 'add', op_data: { value: onePixelPng } },
    ];
    for (const body of bad) {
      const res = await edit(agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Invalid request received. Please try again' });
      expect(Object.keys(res.json().fieldErrors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(await details(agent)).toEqual(before);
  });

  it('stores an avatar checked by content, resized, and serves it to its owner only', async () => {
    const { agent } = await newCandidate(t);
    const res = await edit(agent, {
      op_section: 'avatar',
      operation: 'update',
      op_data: { value: onePixelPng },
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/api\/pcsx\/avatars\/[0-9a-f-]{36}$/);
    const img = await agent.get(avatar);
    expect(img.statusCode).toBe(200);
    // Stored re-encoded at 256×256 (avatar-image.ts), whatever was sent.
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await agent.boot()).user.profile.avatar).toBe(avatar);
    const other = await newCandidate(t);
    expect((await other.agent.get(avatar)).statusCode).toBe(404);
    const tooBig = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 1, 1).toString('base64')}`;
    expect(
      (await edit(agent, { op_section: 'avatar', operation: 'update', op_data: { value: tooBig } }))
        .statusCode,
    ).toBe(422);
    const gone = await edit(agent, { op_section: 'avatar', operation: 'delete', op_data: {} });
    expect(gone.json().data.avatar).toBeNull();
    expect((await agent.get(avatar)).statusCode).toBe(404);
  });

  it('lists résumés, downloads them for the owner only, makes one primary and deletes', async () => {
    const { agent, userId } = await newCandidate(t);
    const tenantId = await tenantOf(userId);
    const bytes = (s: string) => new TextEncoder().encode(s);
    const a = await addResume(t.database.db, tenantId, userId, {
      fileName: 'a.txt',
      contentType: 'text/plain',
      bytes: bytes('A'),
    });
    const b = await addResume(t.database.db, tenantId, userId, {
      fileName: 'b.txt',
      contentType: 'text/plain',
      bytes: bytes('B'),
    });
    expect((await agent.boot()).user.profile.hasResume).toBe(true);
    const dl = await agent.get(a.url);
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe('A');
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect((await (await newCandidate(t)).agent.get(a.url)).statusCode).toBe(404);

    let p = await details(agent);
    expect(p.resumes.map((r: { id: string }) => r.id)).toEqual([a.id, b.id]);
    p = (
      await edit(agent, {
        op_section: 'resumes',
        operation: 'update',
        op_data: { index: 1, value: { isPrimary: true } },
      })
    ).json().data.profile;
    expect(p.resumes.map((r: { id: string; isPrimary: boolean }) => [r.id, r.isPrimary])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    p = (await edit(agent, { op_section: 'resumes', operation: 'delete', op_data: { index: 0 } })).json().data
      .profile;
    expect(p.resumes.map((r: { id: string; isPrimary: boolean }) => [r.id, r.isPrimary])).toEqual([
      [a.id, true],
    ]);
    expect((await agent.get(b.url)).statusCode).toBe(404);
  });

  it('keeps profiles apart across tenants', async () => {
    const { agent } = await newCandidate(t);
    await edit(agent, { op_section: 'headline', operation: 'update', op_data: { value: 'Designer' } });
    // The session belongs to the first tenant: on the other it logs nobody in.
    const elsewhere = await agent.get('/api/pcsx/profile_details', { query: { domain: 'other.example' } });
    expect(elsewhere.statusCode).toBe(401);
    const there = await newCandidate(t, 'other.example');
    expect((await details(there.agent)).headline).toBe('');
  });
});
