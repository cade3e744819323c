import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionLocations, positions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { importFileSchema } from './import-schema.ts';
import { positionRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = (overrides: Record<string, unknown> = {}) => ({
  externalId: 'REQ-1',
  title: 'Staff Nurse',
  department: 'Care',
  employmentType: 'full_time',
  seniority: 'mid',
  workPlace: 'onsite',
  skills: ['Triage'],
  descriptionHtml:
    '<h3>About</h3><p onclick="x()">Hello <script>alert(1)</script><a href="javascript:x()">link</a></p>',
  postedAt: '2026-11-01',
  locations: [
    { city: 'Austin', region: 'Texas', country: 'United States', countryCode: 'us', lat: 30.27, lng: -97.74 },
  ],
  ...overrides,
});

describe('importing positions', () => {
  it('inserts, then updates by external id, replacing locations and sanitising descriptions', async () => {
    const tenant = (await new TenantService(t.database.db, 0).byDomain('other.example'))!;
    await positionRepository.upsertMany(t.database.db, tenant.id, importFileSchema.parse([item()]));
    const second = item({
      title: 'Senior Staff Nurse',
      locations: [
        {
          city: 'Denver',
          region: 'Colorado',
          country: 'United States',
          countryCode: 'US',
          lat: 39.74,
          lng: -104.99,
        },
        {
          city: 'Boston',
          region: null,
          country: 'United States',
          countryCode: 'US',
          lat: 42.36,
          lng: -71.06,
        },
      ],
    });
    await positionRepository.upsertMany(t.database.db, tenant.id, importFileSchema.parse([second]));

    const rows = await t.database.db.select().from(positions).where(eq(positions.tenantId, tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('Senior Staff Nurse');
    expect(rows[0]!.descriptionHtml).not.toMatch(/script|onclick|javascript:/);
    expect(rows[0]!.descriptionHtml).toContain('<h3>About</h3>');
    const locs = await t.database.db
      .select()
      .from(positionLocations)
      .where(eq(positionLocations.positionId, rows[0]!.id));
    expect(locs.map((l) => l.city).sort()).toEqual(['Boston', 'Denver']);
    // The demo tenant's positions are untouched by another tenant's import.
    expect(await positionRepository.countForTenant(t.database.db, tenant.id)).toBe(1);
  });

  it('refuses an invalid file whole, naming the problem', () => {
    const bad = importFileSchema.safeParse([
      item(),
      item({ payMin: 10, payMax: 5 }),
      item({ locations: [] }),
    ]);
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['1.payMax', '2.locations']);
  });
});
