/** §9 stepper timings. */
export const stepperTimings = {
  scrollDebounceMs: 50,
  heightSettleMs: 500,
  clickPriorityMs: 1000,
  visibilityDebounceMs: 50,
  reorderDebounceMs: 300,
} as const;

/** §2 phone progress bar: scroll progress rounded to 10 percent steps. */
export function progressPercent(scrollTop: number, scrollable: number): number {
  if (scrollable <= 0) return 100;
  const ratio = Math.min(1, Math.max(0, scrollTop / scrollable));
  return Math.round(ratio * 10) * 10;
}

/**
 * The section whose top has passed the reading line last; the first when none has. At the end of
 * the page the last section is active: a short last section never reaches the reading line.
 */
export function activeSectionFromTops(tops: number[], readingLine: number, atPageEnd = false): number {
  if (atPageEnd && tops.length > 0) return tops.length - 1;
  let active = 0;
  tops.forEach((top, i) => {
    if (top <= readingLine) active = i;
  });
  return active;
}

/** §4: a user click wins over scroll tracking for one second. */
export const clickStillWins = (clickedAt: number | undefined, now: number) =>
  clickedAt !== undefined && now - clickedAt < stepperTimings.clickPriorityMs;

/** §2 Home/End and arrow keys on the navigator. */
export function stepForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(count - 1, current + 1);
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(0, current - 1);
  return undefined;
}
