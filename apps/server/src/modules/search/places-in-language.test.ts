import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';
import { testPositions } from './test-positions.ts';

/*
 * Issue 21: the places of the listed positions are named in the reader's language (hl, else
 * the saved choice, else Accept-Language, else the company's default), from one index.
 */

let t: TestApp;
let agent: HttpAgent;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  const list = testPositions();
  const kubernetes = list.find((p) => p.externalId === 'T-1')!;
  // A remote job tied to Germany, beside the remote one tied to the United States (T-4).
  list.push({
    ...kubernetes,
    externalId: 'T-6',
    title: 'Remote Site Reliability Engineer',
    workPlace: 'remote',
  });
  await positionRepository.upsertMany(t.database.db, tenant.id, list);
  await t.app.searchIndex.syncNow();
  agent = new HttpAgent(t.app);
  const all = await search({});
  for (const p of all.positions) ids[p.externalId] = p.id;
});
afterAll(() => t.close());

type Listed = {
  id: string;
  externalId: string;
  location: string;
  locations: { country: string; label: string }[];
};
type Facet = { filterName: string; options: { label: string; value: string }[] };

async function search(query: Record<string, string>, headers: Record<string, string> = {}, by = agent) {
  const res = await by.get('/api/pcsx/search', { query, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    positions: Listed[];
    filterDef: { allFilters: Facet[] };
    resultsMetaData: { resolvedLocation: { label: string } | null };
  };
}
const placeOf = (data: { positions: Listed[] }, externalId: string) =>
  data.positions.find((p) => p.externalId === externalId)!;
const facet = (data: { filterDef: { allFilters: Facet[] } }, name: string) =>
  data.filterDef.allFilters.find((f) => f.filterName === name)?.options ?? [];

/**
 * True unless the value could name a language: a first subtag of two or three letters. A random
 * string sometimes does ("Ar" is Arabic, rightly answered in Arabic: CI once generated it), and
 * the property is about values that name none.
 */
const namesNoLanguage = (tag: string) => !/^[a-z]{2,3}$/i.test(tag.trim().split(/[-_]/)[0] ?? '');

describe('places in the reader’s language', () => {
  it('names countries and remote work in German with hl=de, in English with hl=en', async () => {
    const de = await search({ hl: 'de' });
    expect(placeOf(de, 'T-6').location).toBe('Remote (Deutschland)');
    expect(placeOf(de, 'T-4').location).toBe('Remote (Vereinigte Staaten)');
    expect(placeOf(de, 'T-1').location).toBe('Berlin, Deutschland');
    expect(placeOf(de, 'T-1').locations[0]).toMatchObject({
      country: 'Deutschland',
      label: 'Berlin, Deutschland',
    });
    expect(placeOf(de, 'T-3').location).toBe('London, England, Vereinigtes Königreich');

    const en = await search({ hl: 'en' });
    expect(placeOf(en, 'T-6').location).toBe('Remote (Germany)');
    expect(placeOf(en, 'T-4').location).toBe('Remote (United States)');
    expect(placeOf(en, 'T-1').location).toBe('Berlin, Germany');
    expect(placeOf(en, 'T-1').locations[0]).toMatchObject({ country: 'Germany', label: 'Berlin, Germany' });
  });

  it('names the country and city filters and the resolved place, keeping their values', async () => {
    const de = await search({ hl: 'de', location: 'Germany' });
    expect(de.resultsMetaData.resolvedLocation?.label).toBe('Deutschland');
    const all = await search({ hl: 'de' });
    expect(facet(all, 'country')).toContainEqual(
      expect.objectContaining({ value: 'DE', label: 'Deutschland' }),
    );
    expect(facet(all, 'city')).toContainEqual(
      expect.objectContaining({ value: 'berlin-de', label: 'Berlin, Deutschland' }),
    );
    const city = await search({ hl: 'ja', location: 'Berlin' });
    expect(city.resultsMetaData.resolvedLocation?.label).toBe('Berlin, ドイツ');
  });

  it('takes Accept-Language when there is no hl, and the company default without either', async () => {
    expect(placeOf(await search({}, { 'accept-language': 'ja, en;q=0.5' }), 'T-1').location).toBe(
      'Berlin, ドイツ',
    );
    expect(placeOf(await search({}, { 'accept-language': 'xx-YY, pt-BR;q=0.8' }), 'T-4').location).toBe(
      'Remoto (Estados Unidos)',
    );
    expect(placeOf(await search({}), 'T-1').location).toBe('Berlin, Germany');
  });

  it('takes a signed-in candidate’s saved choice, which hl outranks', async () => {
    const c = await newCandidate(t);
    const saved = await c.agent.request({
      method: 'PUT',
      url: '/api/pcsx/locale',
      payload: { locale: 'de' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(placeOf(await search({}, { 'accept-language': 'fr' }, c.agent), 'T-1').location).toBe(
      'Berlin, Deutschland',
    );
    expect(placeOf(await search({ hl: 'fr' }, {}, c.agent), 'T-1').location).toBe('Berlin, Allemagne');

    // Saved positions and the position page say the same.
    const save = await c.agent.post('/api/pcsx/positions/save', { position_id: ids['T-6'] });
    expect(save.statusCode, save.body).toBeLessThan(300);
    const list = await c.agent.get('/api/pcsx/positions/saved');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.positions[0].location).toBe('Remote (Deutschland)');
  });

  it('names places on the position page, the map and in location suggestions', async () => {
    const details = await agent.get('/api/pcsx/position_details', {
      query: { position_id: ids['T-4']!, hl: 'pt-BR' },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.position.location).toBe('Remoto (Estados Unidos)');

    const markers = await agent.get('/api/pcsx/map_markers', {
      query: { hl: 'de', zoom: '13', location: 'Berlin' },
    });
    expect(markers.statusCode, markers.body).toBe(200);
    const places = markers.json().data.markers.map((m: { location: string }) => m.location.split(':::')[0]);
    expect(places, JSON.stringify(markers.json().data.markers)).toContain(
      'Potsdam, Brandenburg, Deutschland',
    );

    const suggest = await agent.get('/api/pcsx/autocomplete', {
      query: { term: 'Germ', type: 'location', hl: 'de' },
    });
    expect(suggest.statusCode, suggest.body).toBe(200);
    // The value is what the location box resolves; the label is the reader's.
    expect(suggest.json().data.results).toContainEqual(
      expect.objectContaining({ kind: 'country', value: 'Germany', label: 'Deutschland' }),
    );
    const remote = await agent.get('/api/pcsx/autocomplete', {
      query: { term: 'rem', type: 'location', hl: 'fr' },
    });
    expect(remote.json().data.results[0]).toMatchObject({
      kind: 'remote',
      value: 'remote',
      label: 'Télétravail',
    });
  });

  it('falls back to the company default for generated bad hl and Accept-Language values, never failing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }).filter(namesNoLanguage),
          fc.constantFrom('xx', 'de_DE_x', '../../etc', '%00', 'zh-Hant-TW-x-y'),
        ),
        fc
          .string({ maxLength: 200 })
          .filter(
            (h) =>
              /^[\x20-\x7e]*$/.test(h) && h.split(',').every((part) => namesNoLanguage(part.split(';')[0]!)),
          ),
        async (hl, header) => {
          const res = await agent.get('/api/pcsx/search', {
            query: { hl },
            headers: { 'accept-language': header },
          });
          expect(res.statusCode, res.body).toBe(200);
          const location = (res.json().data.positions as Listed[]).find(
            (p) => p.externalId === 'T-1',
          )!.location;
          expect(location).toMatch(/^Berlin, /);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 40) },
    );
    // "Ar", the value CI once generated, names Arabic: the place is written in Arabic.
    expect(placeOf(await search({}, { 'accept-language': 'Ar' }), 'T-1').location).toBe(
      '\u2068Berlin\u2069، ألمانيا',
    );
    // A value that names no language gives the default: English here.
    expect(placeOf(await search({ hl: 'klingon' }), 'T-1').location).toBe('Berlin, Germany');
  });
});
