/**
 * Deterministic generator of realistic job positions for the demo tenant
 * ("Northwind Labs"). Used by the seed (thousands) and the benchmark (100k).
 *
 * Position i is generated from its own PRNG stream seeded by (seed, i), so the
 * output is a pure function of (count, seed, now) and generating N then M > N
 * positions yields the same first N. All lookup tables are built once at module
 * load; the per-position work is a few dozen PRNG draws and string concatenation.
 */
import {
  type DemoCountry,
  demoCities,
  demoCityPayAdjustments,
  demoCityWeights,
  demoCountries,
} from './cities.ts';
import { type Department, demoDepartments, type RoleFamily } from './demo-catalog.ts';
import { buildDescriptionHtml } from './demo-descriptions.ts';
import { payRange } from './demo-pay.ts';
import { type Rng, rngFor, weightedPicker } from './prng.ts';

export type EmploymentType = 'full_time' | 'part_time' | 'contract' | 'internship' | 'temporary';
export type Seniority = 'intern' | 'entry' | 'mid' | 'senior' | 'lead' | 'manager' | 'director';
export type WorkPlace = 'onsite' | 'hybrid' | 'remote';
export interface DemoLocation {
  city: string;
  region: string | null;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}
export interface DemoPosition {
  externalId: string;
  title: string;
  department: string;
  employmentType: EmploymentType;
  seniority: Seniority;
  workPlace: WorkPlace;
  skills: string[];
  descriptionHtml: string;
  payMin: number;
  payMax: number;
  payCurrency: string;
  payPeriod: 'year' | 'hour';
  postedAt: Date;
  expiresAt: Date;
  locations: DemoLocation[];
}

export const DEFAULT_DEMO_SEED = 42;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const POSTED_WITHIN_DAYS = 90;

// ---- Lookup tables, built once -------------------------------------------------

const pickDepartment = weightedPicker(
  demoDepartments,
  demoDepartments.map((d) => d.weight),
);
const pickEmploymentType = weightedPicker<EmploymentType>(
  ['full_time', 'contract', 'part_time', 'internship', 'temporary'],
  [80, 8, 5, 4, 3],
);
// ~15% remote, ~30% hybrid, rest onsite (asserted by the tests).
const pickWorkPlace = weightedPicker<WorkPlace>(['onsite', 'hybrid', 'remote'], [55, 30, 15]);

const levels: Seniority[] = ['entry', 'mid', 'senior', 'lead', 'manager', 'director'];
/** Seniority mix per employment type: contractors skew senior, temps and part-timers junior. */
const pickSeniority: Readonly<Record<EmploymentType, (rng: Rng) => Seniority>> = {
  full_time: weightedPicker(levels, [14, 30, 28, 10, 12, 6]),
  contract: weightedPicker(levels, [5, 35, 40, 20, 0, 0]),
  part_time: weightedPicker(levels, [45, 40, 15, 0, 0, 0]),
  temporary: weightedPicker(levels, [50, 40, 10, 0, 0, 0]),
  internship: () => 'intern',
};

const cityIndexes = demoCities.map((_, i) => i);
const pickCityIndex = weightedPicker(cityIndexes, demoCityWeights);
const countryByCode = new Map(demoCountries.map((c) => [c.code, c]));
const cityIndexesByCountry = new Map<string, number[]>();
for (const i of cityIndexes) {
  const code = (demoCities[i] as DemoLocation).countryCode;
  cityIndexesByCountry.set(code, [...(cityIndexesByCountry.get(code) ?? []), i]);
}
const hubIndexByCountry = new Map(
  demoCountries.map((c) => {
    const hub = demoCities.findIndex((city) => city.countryCode === c.code && city.city === c.hub);
    if (hub < 0) throw new Error(`demo cities: missing hub ${c.hub} for ${c.code}`);
    return [c.code, hub];
  }),
);

// ---- Generation --------------------------------------------------------------

function roleTitle(rng: Rng, dept: Department, family: RoleFamily, seniority: Seniority): string {
  switch (seniority) {
    case 'intern':
      return family.intern;
    case 'entry':
      return `${rng.pick(dept.entryPrefixes)} ${family.title}`;
    case 'senior':
      return `Senior ${family.title}`;
    case 'lead':
      return `${rng.pick(dept.leadPrefixes)} ${family.title}`;
    case 'manager':
      return family.manager;
    case 'director':
      return family.director;
    default:
      return family.title;
  }
}

function pickSkills(rng: Rng, dept: Department, family: RoleFamily): string[] {
  const count = rng.int(4, 10);
  const addShared = count > 5 && rng.chance(0.35);
  const skills = [...family.coreSkills, ...rng.sample(family.extraSkills, count - 2 - (addShared ? 1 : 0))];
  if (addShared) {
    const shared = rng.pick(dept.skills);
    if (!skills.includes(shared)) skills.push(shared);
  }
  return skills;
}

/** Returns indexes into demoCities; the first is the primary location. */
function pickCityIndexes(rng: Rng, workPlace: WorkPlace): number[] {
  const primary = pickCityIndex(rng);
  const code = (demoCities[primary] as DemoLocation).countryCode;
  // Remote roles are country-wide; the country's hub city stands in as the location.
  if (workPlace === 'remote') return [hubIndexByCountry.get(code) as number];
  const r = rng.next();
  const extra = r < 0.8 ? 0 : r < 0.94 ? 1 : 2;
  if (extra === 0) return [primary];
  // Extra locations stay in the same country so one currency fits the whole range.
  const others = (cityIndexesByCountry.get(code) ?? []).filter((i) => i !== primary);
  return [primary, ...rng.sample(others, extra)];
}

function payPeriodFor(rng: Rng, type: EmploymentType): 'year' | 'hour' {
  if (type === 'full_time') return 'year';
  if (type === 'contract') return rng.chance(0.5) ? 'hour' : 'year';
  return rng.chance(0.9) ? 'hour' : 'year';
}

function generatePosition(seed: number, index: number, now: number): DemoPosition {
  const rng = rngFor(seed, index);
  const dept = pickDepartment(rng);
  const family = rng.pick(dept.families);
  const variant = rng.pick(family.variants);
  const employmentType = pickEmploymentType(rng);
  const seniority = pickSeniority[employmentType](rng);
  const workPlace = pickWorkPlace(rng);
  const cityIndexList = pickCityIndexes(rng, workPlace);
  const primary = cityIndexList[0] as number;
  const locations = cityIndexList.map((i) => ({ ...(demoCities[i] as DemoLocation) }));
  const country = countryByCode.get((locations[0] as DemoLocation).countryCode) as DemoCountry;
  const baseTitle = roleTitle(rng, dept, family, seniority);
  // Half the postings name the team, like real boards: "Senior Backend Engineer (Payments)";
  // directors own a whole area, so theirs never do.
  const title = seniority !== 'director' && rng.chance(0.5) ? `${baseTitle} (${variant.focus})` : baseTitle;
  const skills = pickSkills(rng, dept, family);

  const payPeriod = payPeriodFor(rng, employmentType);
  const { payMin, payMax } = payRange(rng, {
    familyPay: family.pay,
    seniority,
    employmentType,
    country,
    cityAdjustment: workPlace === 'remote' ? 1 : (demoCityPayAdjustments[primary] as number),
    period: payPeriod,
  });

  // Posted 1 minute to 90 days ago (skewed towards recent); open for 30–120 days
  // and always past `now`, because every demo position is open.
  const ageMinutes = 1 + Math.floor(rng.next() ** 1.3 * (POSTED_WITHIN_DAYS * 1440 - 1));
  const postedAtMs = now - ageMinutes * MINUTE_MS;
  const minOpenDays = Math.max(30, Math.floor((ageMinutes * MINUTE_MS) / DAY_MS) + 1);
  const expiresAtMs = postedAtMs + rng.int(minOpenDays, 120) * DAY_MS;

  const descriptionHtml = buildDescriptionHtml(rng, {
    roleTitle: baseTitle,
    department: dept,
    family,
    variant,
    seniority,
    employmentType,
    workPlace,
    locations,
    country,
    skills,
    payMin,
    payMax,
    payCurrency: country.currency,
    payPeriod,
  });

  return {
    externalId: `NWL-${String(index + 1).padStart(6, '0')}`,
    title,
    department: dept.name,
    employmentType,
    seniority,
    workPlace,
    skills,
    descriptionHtml,
    payMin,
    payMax,
    payCurrency: country.currency,
    payPeriod,
    postedAt: new Date(postedAtMs),
    expiresAt: new Date(expiresAtMs),
    locations,
  };
}

/** Midnight UTC of the given instant, so a day's seed run is reproducible. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

export function generateDemoPositions(
  count: number,
  options?: { seed?: number; now?: Date },
): DemoPosition[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`generateDemoPositions: count must be a non-negative integer, got ${count}`);
  }
  const seed = options?.seed ?? DEFAULT_DEMO_SEED;
  const now = (options?.now ?? startOfUtcDay(new Date())).getTime();
  if (Number.isNaN(now)) throw new RangeError('generateDemoPositions: invalid `now` date');
  const positions = new Array<DemoPosition>(count);
  for (let i = 0; i < count; i++) positions[i] = generatePosition(seed, i, now);
  return positions;
}
