/**
 * How long after a position is posted before alerts consider it. The in-memory index of any
 * process may lag the database by a poll interval, and a transaction can commit a little after
 * its posted_at; waiting this long means a position is never skipped because one process had
 * not seen it yet when the watermark moved past it.
 */
export const alertSettleMs = 2 * 60_000;

export interface MatchWindow {
  /** Exclusive: positions posted at or before this were already considered. */
  from: number;
  /** Inclusive: the new watermark. */
  to: number;
}

/** The posted-at window a run considers, or null when nothing new can be in it yet. */
export function matchWindow(checkedUntil: number, now: number, settleMs = alertSettleMs): MatchWindow | null {
  const to = now - settleMs;
  return to > checkedUntil ? { from: checkedUntil, to } : null;
}

/** Whether a position posted at `postedAt` is new for this window. */
export const inWindow = (w: MatchWindow, postedAt: number): boolean => postedAt > w.from && postedAt <= w.to;
