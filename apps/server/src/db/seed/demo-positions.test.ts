import { describe, expect, it } from 'vitest';
import { importPositionSchema } from '../../modules/positions/import-schema.ts';
import { demoCities, demoCountries } from './cities.ts';
import { demoDepartments } from './demo-catalog.ts';
import { type DemoPosition, generateDemoPositions, startOfUtcDay } from './demo-positions.ts';

const DAY_MS = 86_400_000;
const now = new Date('2025-06-15T00:00:00Z');
const positions = generateDemoPositions(2000, { now });

/** Rough [minLat, maxLat, minLng, maxLng] per country (mainland; generous margins). */
const countryBoxes: Record<string, readonly [number, number, number, number]> = {
  US: [24.4, 49.5, -125, -66.9],
  CA: [41.6, 70, -141, -52.6],
  GB: [49.8, 60.9, -8.7, 1.8],
  IE: [51.4, 55.4, -10.7, -5.9],
  DE: [47.2, 55.1, 5.8, 15.1],
  FR: [41.3, 51.1, -5.2, 9.6],
  NL: [50.7, 53.6, 3.3, 7.3],
  ES: [35.9, 43.8, -9.4, 3.4],
  PT: [36.9, 42.2, -9.6, -6.1],
  PL: [49, 54.9, 14.1, 24.2],
  SE: [55.3, 69.1, 11, 24.2],
  CH: [45.8, 47.9, 5.9, 10.5],
  IN: [6.7, 35.7, 68.1, 97.4],
  SG: [1.15, 1.48, 103.6, 104.1],
  JP: [24, 45.6, 122.9, 146],
  AU: [-43.7, -10.6, 113.1, 153.7],
  BR: [-33.8, 5.3, -74, -34.7],
  MX: [14.5, 32.8, -118.4, -86.7],
};

const currencyByCountry: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  PL: 'PLN',
  SE: 'SEK',
  CH: 'CHF',
  IN: 'INR',
  SG: 'SGD',
  JP: 'JPY',
  AU: 'AUD',
  BR: 'BRL',
  MX: 'MXN',
};

const share = (predicate: (p: DemoPosition) => boolean) =>
  positions.filter(predicate).length / positions.length;

describe('demoCities', () => {
  it('has at least 120 real cities across at least 12 countries, without duplicates', () => {
    expect(demoCities.length).toBeGreaterThanOrEqual(120);
    expect(new Set(demoCities.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(demoCities.map((c) => `${c.city}|${c.countryCode}`)).size).toBe(demoCities.length);
    expect(new Set(demoCities.map((c) => `${c.lat},${c.lng}`)).size).toBe(demoCities.length);
  });

  it('places every city inside its country bounding box', () => {
    const outside = demoCities.filter((c) => {
      const box = countryBoxes[c.countryCode];
      if (!box) return true;
      const [minLat, maxLat, minLng, maxLng] = box;
      return !(c.lat >= minLat && c.lat <= maxLat && c.lng >= minLng && c.lng <= maxLng);
    });
    expect(outside).toEqual([]);
  });

  it('names a hub city that exists for every country', () => {
    for (const country of demoCountries) {
      expect(demoCities.some((c) => c.countryCode === country.code && c.city === country.hub)).toBe(true);
      expect(currencyByCountry[country.code]).toBe(country.currency);
    }
  });
});

describe('demo catalogue', () => {
  it('covers at least 12 departments with 8+ role families each and real skill pools', () => {
    expect(demoDepartments.length).toBeGreaterThanOrEqual(12);
    for (const dept of demoDepartments) {
      expect(dept.families.length, dept.name).toBeGreaterThanOrEqual(8);
      for (const family of dept.families) {
        expect(family.skills.length, family.title).toBeGreaterThanOrEqual(10);
        expect(family.variants.length, family.title).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('generateDemoPositions', () => {
  it('is deterministic for the same count, seed and now', () => {
    expect(generateDemoPositions(300, { now, seed: 7 })).toEqual(
      generateDemoPositions(300, { now, seed: 7 }),
    );
    expect(generateDemoPositions(20, { now, seed: 8 })).not.toEqual(
      generateDemoPositions(20, { now, seed: 7 }),
    );
  });

  it('keeps the first N positions stable when generating more', () => {
    expect(positions.slice(0, 250)).toEqual(generateDemoPositions(250, { now }));
    expect(generateDemoPositions(0, { now })).toEqual([]);
  });

  it('defaults to seed 42 and today at midnight UTC', () => {
    const today = startOfUtcDay(new Date());
    const generated = generateDemoPositions(25);
    // Skip the comparison in the unlikely case the UTC day rolled over mid-test.
    if (startOfUtcDay(new Date()).getTime() === today.getTime()) {
      expect(generated).toEqual(generateDemoPositions(25, { seed: 42, now: today }));
    }
    expect(() => generateDemoPositions(-1)).toThrow(RangeError);
  });

  it('assigns unique, stable external ids', () => {
    expect(new Set(positions.map((p) => p.externalId)).size).toBe(positions.length);
    expect(positions[0]?.externalId).toBe('NWL-000001');
    expect(positions.every((p) => /^NWL-\d{6}$/.test(p.externalId))).toBe(true);
  });

  it('spreads positions over at least 100 cities in at least 10 countries', () => {
    const cities = new Set(positions.flatMap((p) => p.locations.map((l) => `${l.city}|${l.countryCode}`)));
    const countries = new Set(positions.flatMap((p) => p.locations.map((l) => l.countryCode)));
    expect(cities.size).toBeGreaterThanOrEqual(100);
    expect(countries.size).toBeGreaterThanOrEqual(10);
  });

  it('uses valid locations: 1–3 distinct cities in one country, remote roles at one hub', () => {
    const hubs = new Set(demoCountries.map((c) => `${c.hub}|${c.code}`));
    const bad = positions.filter((p) => {
      const n = p.locations.length;
      const inRange = p.locations.every((l) => Math.abs(l.lat) <= 90 && Math.abs(l.lng) <= 180);
      const first = p.locations[0];
      return (
        n < 1 ||
        n > (p.workPlace === 'remote' ? 1 : 3) ||
        new Set(p.locations.map((l) => l.city)).size !== n ||
        new Set(p.locations.map((l) => l.countryCode)).size !== 1 ||
        !inRange ||
        (p.workPlace === 'remote' && !hubs.has(`${first?.city}|${first?.countryCode}`))
      );
    });
    expect(bad.map((p) => p.externalId)).toEqual([]);
    expect(share((p) => p.locations.length > 1)).toBeGreaterThan(0.05);
  });

  it('mixes work places: ~15% remote, ~30% hybrid', () => {
    const remote = share((p) => p.workPlace === 'remote');
    const hybrid = share((p) => p.workPlace === 'hybrid');
    expect(remote).toBeGreaterThanOrEqual(0.1);
    expect(remote).toBeLessThanOrEqual(0.2);
    expect(hybrid).toBeGreaterThanOrEqual(0.24);
    expect(hybrid).toBeLessThanOrEqual(0.36);
  });

  it('gives each position 4–10 unique, non-empty skills', () => {
    const bad = positions.filter(
      (p) =>
        p.skills.length < 4 ||
        p.skills.length > 10 ||
        new Set(p.skills).size !== p.skills.length ||
        p.skills.some((s) => s.trim().length === 0),
    );
    expect(bad.map((p) => [p.externalId, p.skills])).toEqual([]);
  });

  it('produces positive whole-number pay in the local currency', () => {
    const bad = positions.filter(
      (p) =>
        !Number.isInteger(p.payMin) ||
        !Number.isInteger(p.payMax) ||
        p.payMin <= 0 ||
        p.payMin >= p.payMax ||
        p.payCurrency !== currencyByCountry[p.locations[0]?.countryCode ?? ''] ||
        (p.employmentType === 'full_time' && p.payPeriod !== 'year'),
    );
    expect(bad.map((p) => p.externalId)).toEqual([]);
    // Sanity bands for US dollars: realistic salaries and hourly rates.
    const usd = positions.filter((p) => p.payCurrency === 'USD');
    const yearly = usd.filter((p) => p.payPeriod === 'year');
    const hourly = usd.filter((p) => p.payPeriod === 'hour');
    expect(Math.min(...yearly.map((p) => p.payMin))).toBeGreaterThanOrEqual(35_000);
    expect(Math.max(...yearly.map((p) => p.payMax))).toBeLessThanOrEqual(600_000);
    expect(Math.min(...hourly.map((p) => p.payMin))).toBeGreaterThanOrEqual(18);
    expect(Math.max(...hourly.map((p) => p.payMax))).toBeLessThanOrEqual(300);
    expect(share((p) => p.payPeriod === 'hour' && p.employmentType === 'part_time')).toBeGreaterThan(0);
  });

  it('posts within the last 90 days and keeps every position open for 30–120 days past now', () => {
    const t = now.getTime();
    const bad = positions.filter((p) => {
      const posted = p.postedAt.getTime();
      const expires = p.expiresAt.getTime();
      const open = expires - posted;
      return (
        posted > t || posted < t - 90 * DAY_MS || expires <= t || open < 30 * DAY_MS || open > 120 * DAY_MS
      );
    });
    expect(bad.map((p) => [p.externalId, p.postedAt, p.expiresAt])).toEqual([]);
  });

  it('keeps seniority consistent with the employment type', () => {
    const bad = positions.filter((p) => (p.seniority === 'intern') !== (p.employmentType === 'internship'));
    expect(bad.map((p) => p.externalId)).toEqual([]);
  });

  it('writes varied, well-formed descriptions using only the allowed tags', () => {
    const allowed = new Set(['h3', 'p', 'ul', 'li', 'strong', 'em']);
    const headings = ['About the role', "What you'll do", "What you'll bring", 'Nice to have', 'Benefits'];
    const problems: string[] = [];
    for (const p of positions) {
      const html = p.descriptionHtml;
      for (const [tag, , name, attributes] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
        if (!allowed.has(name ?? '') || attributes !== '') problems.push(`${p.externalId}: tag ${tag}`);
      }
      const text = html.replace(/<[^>]+>/g, '');
      if (/[<>]|&(?!amp;|lt;|gt;|quot;)|\{focus\}|undefined|null|lorem/i.test(text)) {
        problems.push(`${p.externalId}: suspicious text`);
      }
      const at = headings.map((h) => html.indexOf(`<h3>${h}</h3>`));
      if (at.some((i, k) => i < 0 || (k > 0 && i < (at[k - 1] ?? 0))))
        problems.push(`${p.externalId}: sections`);
      // Mentions where the job is: the office city, or the country for remote roles.
      const place = p.workPlace === 'remote' ? p.locations[0]?.country : p.locations[0]?.city;
      if (!html.includes(place ?? '?')) problems.push(`${p.externalId}: no place`);
      if (!html.includes(p.workPlace === 'onsite' ? 'office' : p.workPlace))
        problems.push(`${p.externalId}: no work place`);
    }
    expect(problems).toEqual([]);
    expect(new Set(positions.map((p) => p.descriptionHtml)).size).toBe(positions.length);
    expect(new Set(positions.map((p) => p.title)).size).toBeGreaterThan(500);
  });

  it('is accepted by the position import schema', () => {
    const rejected = positions.filter((p) => !importPositionSchema.safeParse(p).success);
    expect(rejected.map((p) => p.externalId)).toEqual([]);
  });
});
