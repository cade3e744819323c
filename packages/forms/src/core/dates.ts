/** Date helpers on plain ISO strings (YYYY-MM-DD or YYYY-MM), in local time like the pickers. */

const isoDate = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** The first instant of the day (or month) the string names; undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  const m = isoDate.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return date;
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** §5: a bound is a date or a day offset from today, 0 meaning the start of today. */
export function resolveDateBound(bound: string | number | undefined, now: Date): Date | undefined {
  if (bound === undefined) return undefined;
  if (typeof bound === 'number') {
    const d = startOfDay(now);
    d.setDate(d.getDate() + bound);
    return d;
  }
  return parseIsoDate(bound);
}

export const toIsoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const toIsoMonth = (d: Date) => toIsoDate(d).slice(0, 7);

/** §5 enableFrom/enableUntil: whether a real date lies outside the bounds (undefined bounds are open). */
export function isOutsideBounds(
  date: Date,
  bounds: { enableFrom?: string | number | undefined; enableUntil?: string | number | undefined } | undefined,
  now: Date,
): boolean {
  const from = resolveDateBound(bounds?.enableFrom, now);
  const until = resolveDateBound(bounds?.enableUntil, now);
  return Boolean((from && date < from) || (until && date > until));
}
