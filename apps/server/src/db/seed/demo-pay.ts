/**
 * Pay ranges for demo positions.
 *
 * Model: a family's US mid-level base salary (USD) × seniority multiplier ×
 * country market factor × city adjustment × small jitter, converted to the local
 * currency with a static rate. Hourly rates assume 2,080 working hours a year.
 * The numbers are plausible market ranges, not real compensation data.
 */
import type { DemoCountry } from './cities.ts';
import type { EmploymentType, Seniority } from './demo-positions.ts';
import type { Rng } from './prng.ts';

const seniorityFactor: Readonly<Record<Seniority, number>> = {
  intern: 0.45,
  entry: 0.72,
  mid: 1,
  senior: 1.28,
  lead: 1.55,
  manager: 1.55,
  director: 2.15,
};

/** Contractors carry no benefits or equity, so their rates run higher. */
const employmentFactor: Readonly<Record<EmploymentType, number>> = {
  full_time: 1,
  part_time: 0.97,
  contract: 1.35,
  internship: 1,
  temporary: 0.95,
};

const HOURS_PER_YEAR = 2080;

export interface PayInput {
  familyPay: number;
  seniority: Seniority;
  employmentType: EmploymentType;
  country: DemoCountry;
  cityAdjustment: number;
  period: 'year' | 'hour';
}

export interface PayRange {
  payMin: number;
  payMax: number;
}

/** Rounds to three significant digits (e.g. 152,000 / 9,760,000 / 47) — how ranges are advertised. */
export function roundPay(value: number): { value: number; step: number } {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 2);
  return { value: Math.max(step, Math.round(value / step) * step), step };
}

export function payRange(rng: Rng, input: PayInput): PayRange {
  const usd =
    input.familyPay *
    seniorityFactor[input.seniority] *
    employmentFactor[input.employmentType] *
    input.country.payFactor *
    input.cityAdjustment *
    rng.float(0.94, 1.06);
  const hoursPerPeriod = input.period === 'hour' ? 1 : HOURS_PER_YEAR;
  const local = usd * input.country.fxPerUsd;
  // Keep even the bottom of the range comfortably above the local pay floor.
  const floor = input.country.minHourly * hoursPerPeriod * 1.15;
  const midpoint = Math.max((local * hoursPerPeriod) / HOURS_PER_YEAR, floor);
  // Ranges are roughly ±10–15% around the midpoint; senior ranges are a bit wider.
  const halfWidth = rng.float(0.08, 0.12) + (input.seniority === 'director' ? 0.04 : 0);
  const min = roundPay(midpoint * (1 - halfWidth));
  const max = roundPay(midpoint * (1 + halfWidth));
  const payMax = max.value > min.value ? max.value : min.value + min.step;
  return { payMin: min.value, payMax };
}
