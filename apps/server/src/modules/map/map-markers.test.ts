import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importPositionSchema } from '../positions/import-schema.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
let agent: HttpAgent;

const city = (name: string, country: string, countryCode: string, lat: number, lng: number) => ({
  city: name,
  country,
  countryCode,
  lat,
  lng,
});
const suva = city('Suva', 'Fiji', 'FJ', -18.1416, 178.4419);
const apia = city('Apia', 'Samoa', 'WS', -13.8333, -171.7667);
const auckland = city('Auckland', 'New Zealand', 'NZ', -36.8485, 174.7633);
const lisbon = city('Lisbon', 'Portugal', 'PT', 38.7223, -9.1393);
const porto = city('Porto', 'Portugal', 'PT', 41.1579, -8.6291);

// The demo tenant's positions stay (real data), with jobs in several places each added, some
// of them on both sides of the antimeridian.
beforeAll(async () => {
  t = await createTestApp();
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  const job = (externalId: string, title: string, locations: ReturnType<typeof city>[]) =>
    importPositionSchema.parse({
      externalId,
      title,
      department: 'Engineering',
      employmentType: 'full_time',
      seniority: 'mid',
      workPlace: 'onsite',
      skills: [],
      descriptionHtml: '<p>Ocean engineering across the Pacific.</p>',
      postedAt: new Date(),
      locations,
    });
  await positionRepository.upsertMany(t.database.db, tenant.id, [
    job('MAP-1', 'Transoceanic Cable Engineer', [suva, apia, auckland]),
    job('MAP-2', 'Transoceanic Cable Technician', [apia, suva]),
    job('MAP-3', 'Iberian Cable Engineer', [lisbon, porto]),
    job('MAP-4', 'Transoceanic Port Planner', [auckland]),
  ]);
  await t.app.searchIndex.syncNow();
  agent = new HttpAgent(t.app);
});
afterAll(() => t.close());

interface Markers {
  markers: { count: number; location: string; is_remote: boolean }[];
  total: number;
  unplaced: number;
}
const get = async (path: string, query: Record<string, string>) => {
  const res = await agent.get(path, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const markersFor = (query: Record<string, string>): Promise<Markers> => get('/api/pcsx/map_markers', query);
const listTotal = async (query: Record<string, string>): Promise<number> =>
  (await get('/api/pcsx/search', query)).count;
const sum = (m: Markers) => m.markers.reduce((n, x) => n + x.count, 0);

describe('map markers count each job once', () => {
  const searches: Record<string, string>[] = [
    {},
    { query: 'cable' },
    { query: 'transoceanic' },
    { query: 'engineer' },
    { location: 'Portugal' },
    { location: 'Auckland' },
    { location: 'Map Area', bounds: '-40,170,-10,-170' },
    { location: 'Map Area', bounds: '-40,170,-10,190' },
    { location: 'Map Area', bounds: '-85,-217,85,143' },
    { location: 'Map Area', bounds: '-90,-540,90,540' },
    { query: 'transoceanic', filter_country: 'WS' },
  ];

  it('total equals the sum of the markers and the list total, at every zoom', async () => {
    for (const search of searches) {
      const list = await listTotal(search);
      for (const zoom of ['1', '2', '5', '9', '13']) {
        const map = await markersFor({ ...search, zoom });
        const where = JSON.stringify({ ...search, zoom });
        expect(sum(map), where).toBe(map.total);
        expect(map.total + map.unplaced, where).toBe(list);
      }
    }
  });

  it('draws a job in three places once, at the place the search asked for', async () => {
    const pacific = await markersFor({ query: 'transoceanic', zoom: '13' });
    expect(pacific.total).toBe(3);
    expect(await listTotal({ query: 'transoceanic' })).toBe(3);
    // Without a location, at the first of its own places: MAP-1 at Suva, MAP-2 at Apia.
    expect(pacific.markers.map((m) => [m.location.split(':::')[0], m.count]).sort()).toEqual([
      ['Apia, Samoa', 1],
      ['Auckland, New Zealand', 1],
      ['Suva, Fiji', 1],
    ]);
    // Near Auckland: the nearest of its places.
    const near = await markersFor({ query: 'transoceanic', location: 'Auckland', zoom: '13' });
    expect(near.markers.map((m) => m.location.split(':::')[0])).toEqual(['Auckland, New Zealand']);
    expect(near.markers[0]!.count).toBe(2);
    // A country filter: at its place in that country.
    const samoa = await markersFor({ query: 'transoceanic', filter_country: 'WS', zoom: '13' });
    expect(samoa.markers.map((m) => [m.location.split(':::')[0], m.count])).toEqual([['Apia, Samoa', 2]]);
  });

  it('searches a map area across the antimeridian and the whole world', async () => {
    const across = await get('/api/pcsx/search', {
      query: 'transoceanic',
      location: 'Map Area',
      bounds: '-40,170,-10,-170',
    });
    expect(across.count).toBe(3);
    // The area's middle lies on the antimeridian, not at longitude 0.
    expect(Math.abs(across.resultsMetaData.resolvedLocation.lng)).toBe(180);
    // A map scrolled sideways past ±180 reports -217; it is the same world.
    const wide = await get('/api/pcsx/search', { location: 'Map Area', bounds: '-85,-217,85,143' });
    expect(wide.count).toBe(await listTotal({}));
    // East of Fiji only (Apia), across the line from the other side.
    const east = await markersFor({
      query: 'transoceanic',
      location: 'Map Area',
      bounds: '-20,-175,-10,-160',
    });
    expect(east.markers.map((m) => [m.location.split(':::')[0], m.count])).toEqual([['Apia, Samoa', 2]]);
  });
});
