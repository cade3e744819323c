/** 'YYYY-MM' as "Mar 2022" in the reader's language. */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** "Mar 2022 – Present", "2019 – Feb 2022" style ranges; '' when nothing is known. */
export function formatMonthRange(
  start: string | null,
  end: string | null,
  current: boolean,
  locale: string,
  presentLabel: string,
): string {
  const from = start ? formatMonth(start, locale) : '';
  const to = current ? presentLabel : end ? formatMonth(end, locale) : '';
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
