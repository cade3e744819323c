import type { FastifyBaseLogger } from 'fastify';
import type { PositionIndex } from './position-index.ts';
import { prepareLanding } from './search-engine.ts';

const minute = 60_000;
/**
 * How long before a minute begins its landing searches are worked out: ample for one at
 * 100,000 jobs (45–95 ms on this two-core machine), short enough that hardly a job expires
 * in between (a job expiring in those seconds is left out a moment early).
 */
export const landingLeadMs = 2_000;

/** The next minute to prepare for at `now`: the first to begin at least `lead` later, and when to. */
export function nextLandingRun(now: number, lead = landingLeadMs): { minuteStart: number; runAt: number } {
  const minuteStart = (Math.floor((now + lead) / minute) + 1) * minute;
  return { minuteStart, runAt: minuteStart - lead };
}

/**
 * Works out the landing search of each index (`indexes()`, read at each run) shortly before
 * every minute begins, so the careers page's first visitor of a minute finds it ready
 * (search-engine.ts prepareLanding: only for landings asked in the last ten minutes).
 * Answers the function that stops it.
 */
export function keepLandingsReady(
  indexes: () => Iterable<PositionIndex>,
  log?: FastifyBaseLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const { minuteStart, runAt } = nextLandingRun(Date.now());
    timer = setTimeout(
      () => {
        for (const index of indexes()) {
          try {
            prepareLanding(index, minuteStart);
          } catch (err) {
            log?.error({ err }, 'preparing the landing search failed');
          }
        }
        schedule();
      },
      Math.max(0, runAt - Date.now()),
    );
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
