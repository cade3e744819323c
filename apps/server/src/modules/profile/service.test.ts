import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, profiles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { addResume, editProfile, loadProfile, mergeParsedResume } from './service.ts';

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const { userId } = await newCandidate(t);
  tenantId = (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.tenantId;
});
afterAll(() => t.close());

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const readModel = async (userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('profile service', () => {
  it('loads an empty profile from the account when none is stored', async () => {
    const { userId, email } = await newCandidate(t);
    const p = await loadProfile(t.database.db, tenantId, userId);
    expect(p.contact).toMatchObject({ firstname: 'Casey', email, phone: '', location: '' });
    expect(p).toMatchObject({
      encId: userId,
      headline: '',
      experience: [],
      skills: [],
      resumes: [],
      avatar: null,
    });
    expect(await readModel(userId)).toBeUndefined();
  });

  it('merges a parsed résumé: fills empty fields only, dedupes items, refreshes the match read model', async () => {
    const { userId } = await newCandidate(t);
    const db = t.database.db;
    await editProfile(db, tenantId, userId, {
      op_section: 'headline',
      operation: 'update',
      op_data: { value: 'Data Analyst' },
    });
    await editProfile(db, tenantId, userId, {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name: 'sql', taxonomyId: null } },
    });
    const merged = await mergeParsedResume(db, tenantId, userId, {
      contact: { firstname: 'Other', phone: '+351 912 345 678', location: 'Lisbon, Portugal' },
      headline: 'Should not replace',
      summary: 'Analyst who likes clean data.',
      experience: [
        {
          title: 'Data Analyst',
          company: 'Tagus',
          location: 'Lisbon',
          startMonth: '2018-01',
          endMonth: '2021-12',
          current: false,
          description: '',
        },
      ],
      education: [],
      skills: [
        { name: 'SQL', taxonomyId: null },
        { name: 'python', taxonomyId: null },
      ],
      languages: [{ name: 'Portuguese', level: 'native' }],
      links: [],
    });
    expect(merged.contact).toMatchObject({
      firstname: 'Casey',
      phone: '+351912345678',
      location: 'Lisbon, Portugal',
    });
    expect(merged.place).toMatchObject({ city: 'Lisbon', countryCode: 'PT' });
    expect(merged.headline).toBe('Data Analyst');
    expect(merged.summary).toBe('Analyst who likes clean data.');
    expect(merged.skills.map((s) => s.name)).toEqual(['SQL', 'Python']);
    expect(merged.skills.every((s) => s.taxonomyId)).toBe(true);

    // Merging the same résumé again adds nothing.
    const again = await mergeParsedResume(db, tenantId, userId, {
      contact: {},
      experience: merged.experience,
      education: [],
      skills: [{ name: ' PYTHON ', taxonomyId: null }],
      languages: [{ name: 'portuguese', level: 'fluent' }],
      links: [],
    });
    expect(again.experience).toHaveLength(1);
    expect(again.skills).toHaveLength(2);
    expect(again.languages).toHaveLength(1);

    expect(await readModel(userId)).toMatchObject({
      title: 'Data Analyst',
      skills: ['SQL', 'Python'],
      experienceYears: 4,
      location: 'Lisbon, Portugal',
      countryCode: 'PT',
    });
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user?.location).toBe('Lisbon, Portugal');
  });

  it('stores résumés judged by their bytes; the first is primary', async () => {
    const { userId } = await newCandidate(t);
    const db = t.database.db;
    const first = await addResume(db, tenantId, userId, {
      fileName: 'cv.pdf',
      contentType: 'text/plain',
      bytes: pdf,
    });
    expect(first).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf', isPrimary: true });
    expect(first.url).toBe(`/api/pcsx/resumes/${first.id}`);
    const second = await addResume(db, tenantId, userId, {
      fileName: 'cv.txt',
      contentType: 'application/pdf',
      bytes: new TextEncoder().encode('Casey Tester\nEngineer'),
    });
    expect(second).toMatchObject({ contentType: 'text/plain', isPrimary: false });
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const before = (await db.select({ id: files.id }).from(files).where(eq(files.tenantId, tenantId))).length;
    await expect(
      addResume(db, tenantId, userId, { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: png }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      addResume(db, tenantId, userId, {
        fileName: 'empty.pdf',
        contentType: 'application/pdf',
        bytes: new Uint8Array(),
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await db.select({ id: files.id }).from(files).where(eq(files.tenantId, tenantId))).length).toBe(
      before,
    );
    const p = await loadProfile(db, tenantId, userId);
    expect(p.resumes.map((r) => [r.id, r.isPrimary])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('seeds the demo candidate with a full profile written through the service', async () => {
    const db = t.database.db;
    const [demo] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, 'candidate@northwind.example')));
    const p = await loadProfile(db, tenantId, demo!.id);
    expect(p.experience.length).toBeGreaterThan(1);
    expect(p.skills.length).toBeGreaterThanOrEqual(10);
    expect(p.place).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(await readModel(demo!.id)).toMatchObject({ title: 'Software Engineer', countryCode: 'DE' });
  });
});
