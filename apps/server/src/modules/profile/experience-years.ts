import type { ExperienceItem } from '@opencareers/contracts/profile';

/** 'YYYY-MM' → months since year 0. */
const monthIndex = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
};

/**
 * Whole years of work experience from the candidate's experience items, for match scoring.
 * Overlapping jobs count once (two part-time jobs in one year are one year), a current job
 * runs to `now`, and an item without a start month says nothing about time. Null when no
 * item has a start month, so scoring treats experience as unknown rather than zero.
 */
export function experienceYears(items: readonly ExperienceItem[], now: Date): number | null {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  for (const item of items) {
    if (!item.startMonth) continue;
    const start = monthIndex(item.startMonth);
    if (start > nowIndex) continue;
    // Month ranges are inclusive: Jan–Dec of one year is 12 months. A past job with no end
    // month counts as its start month only: claiming more would inflate the score.
    const end = item.current ? nowIndex : item.endMonth ? monthIndex(item.endMonth) : start;
    if (end < start) continue;
    spans.push([start, Math.min(end, nowIndex) + 1]);
  }
  if (!spans.length) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [curStart, curEnd] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      months += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  months += Math.max(0, curEnd - curStart);
  return Math.floor(months / 12);
}
