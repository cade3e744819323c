import { parseIsoDate, toIsoDate, toIsoMonth } from '../dates.ts';
import type { DateRangeValue } from '../values.ts';

/** §4 date range transitions, as pure functions the field component calls. */

/** Ticking "current" sets the end to now (and the picker is disabled); unticking an incomplete range clears it. */
export function toggleCurrent(
  value: DateRangeValue | null | undefined,
  checked: boolean,
  now: Date,
  picker: 'date' | 'month' = 'month',
): DateRangeValue | null {
  if (checked)
    return {
      startDate: value?.startDate ?? null,
      endDate: picker === 'month' ? toIsoMonth(now) : toIsoDate(now),
      isCurrent: true,
    };
  const next = { startDate: value?.startDate ?? null, endDate: value?.endDate ?? null, isCurrent: false };
  // Incomplete: either date missing or not a real date (a half-typed month).
  const complete =
    !!next.startDate && !!next.endDate && !!parseIsoDate(next.startDate) && !!parseIsoDate(next.endDate);
  return complete ? next : null;
}

/** Clearing either picker's date clears the whole value. */
export function setRangeDate(
  value: DateRangeValue | null | undefined,
  which: 'startDate' | 'endDate',
  date: string | null,
): DateRangeValue | null {
  if (!date) return null;
  return {
    startDate: value?.startDate ?? null,
    endDate: value?.endDate ?? null,
    isCurrent: value?.isCurrent ?? false,
    [which]: date,
  };
}
