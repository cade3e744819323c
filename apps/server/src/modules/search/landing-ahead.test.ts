import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedTestPosition } from './indexed-test-position.ts';
import { keepLandingsReady, landingLeadMs, nextLandingRun } from './landing-ahead.ts';
import { PositionIndex } from './position-index.ts';
import {
  type EngineRequest,
  handOverLanding,
  landingKeptReadyMs,
  preparedSearches,
  prepareLanding,
  runSearch,
} from './search-engine.ts';

const minute = 60_000;
const at = (iso: string) => new Date(iso).getTime();

const landing = (now: number): EngineRequest => ({
  query: '',
  location: null,
  filters: {},
  configured: ['department', 'date_posted'],
  sort: 'relevance',
  start: 0,
  num: 10,
  now,
});

function indexOf(count: number, now: number): PositionIndex {
  const index = new PositionIndex();
  for (let n = 0; n < count; n++) index.add(indexedTestPosition(n, { postedAt: now - n * 86_400_000 }));
  index.freeze();
  return index;
}

describe('the next minute to prepare the landing search for', () => {
  it('is the first minute to begin at least the lead later, prepared the lead before it begins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (now, lead) => {
          const { minuteStart, runAt } = nextLandingRun(now, lead);
          expect(minuteStart % minute).toBe(0);
          expect(runAt).toBe(minuteStart - lead);
          expect(runAt).toBeGreaterThan(now);
          // No earlier minute would have left the lead.
          expect(minuteStart - minute - lead).toBeLessThanOrEqual(now);
        },
      ),
    );
  });
});

describe('a landing search worked out ahead', () => {
  it('is worked out as of the time given, only once a visitor has asked for the landing page', () => {
    const now = at('2026-11-30T12:00:30Z');
    const index = indexOf(3, now);
    const next = at('2026-11-30T12:01:00Z');
    expect(prepareLanding(index, next)).toBe(false);
    expect(preparedSearches(index)).toBe(0);

    expect(runSearch(index, landing(now)).total).toBe(3);
    // A job expiring before the next minute begins is not in that minute's landing search.
    index.add(indexedTestPosition(0, { postedAt: now, expiresAt: next - 1_000 }));
    runSearch(index, landing(now));
    const kept = preparedSearches(index);
    expect(prepareLanding(index, next)).toBe(true);
    expect(preparedSearches(index)).toBe(kept + 1);
    // The visitor of the next minute gets it as it was worked out: no new search.
    expect(runSearch(index, landing(next + 5_000)).total).toBe(2);
    expect(preparedSearches(index)).toBe(kept + 1);
  });

  it('is worked out for an index rebuilt in place of one whose landing page was asked for', () => {
    const now = at('2026-11-30T12:00:30Z');
    const old = indexOf(2, now);
    const rebuilt = indexOf(3, now);
    runSearch(old, landing(now));
    expect(prepareLanding(rebuilt, now)).toBe(false);
    handOverLanding(old, rebuilt);
    expect(prepareLanding(rebuilt, now)).toBe(true);
    expect(preparedSearches(rebuilt)).toBe(1);
  });

  it('stops being worked out ten minutes after the landing page was last asked for', () => {
    const asked = at('2026-11-30T12:00:30Z');
    const index = indexOf(2, asked);
    runSearch(index, landing(asked));
    expect(prepareLanding(index, asked + landingKeptReadyMs)).toBe(true);
    expect(prepareLanding(index, asked + landingKeptReadyMs + 1)).toBe(false);
  });
});

describe('landing searches kept ready by the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("works out each minute's landing search before the minute begins, while visitors come", () => {
    vi.useFakeTimers({ now: at('2026-11-30T12:00:30Z') });
    const index = indexOf(3, Date.now());
    runSearch(index, landing(Date.now()));
    const stop = keepLandingsReady(() => [index]);
    const before = preparedSearches(index);

    vi.advanceTimersByTime(at('2026-11-30T12:01:00Z') - landingLeadMs - Date.now() - 1);
    expect(preparedSearches(index)).toBe(before);
    vi.advanceTimersByTime(1);
    expect(preparedSearches(index)).toBe(before + 1);
    // The minute's first visitor is answered from it.
    vi.advanceTimersByTime(at('2026-11-30T12:01:00.200Z') - Date.now());
    runSearch(index, landing(Date.now()));
    expect(preparedSearches(index)).toBe(before + 1);

    // Nobody comes again: minutes keep being prepared for ten minutes, then no more.
    vi.advanceTimersByTime(30 * minute);
    const last = preparedSearches(index);
    expect(last).toBe(before + 1 + 10);
    stop();
  });

  it('does nothing once stopped', () => {
    vi.useFakeTimers({ now: at('2026-11-30T12:00:30Z') });
    const index = indexOf(3, Date.now());
    runSearch(index, landing(Date.now()));
    const before = preparedSearches(index);
    keepLandingsReady(() => [index])();
    vi.advanceTimersByTime(5 * minute);
    expect(preparedSearches(index)).toBe(before);
  });
});
