/**
 * Dates in the texts the server writes, by Intl in the reader's locale (issue 21: no
 * hand-written month names or separators).
 *
 * - A day (an offer's expiry): digits in the locale's order, read in UTC as the web app does,
 *   so the email and the panel name the same day. English keeps the spec's MM/DD/YYYY (shell
 *   §9): "12/07/2026"; German writes "07.12.2026".
 * - A moment (an interview, an event): in the time zone it was planned in, with the zone's
 *   name, since an email is read far from the browser that could convert it.
 */
export type When = { day: Date } | { moment: Date; timeZone: string };

const dayOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
};

const momentOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone,
});

/** A zone the runtime does not know (an old row, a typo) is shown in UTC rather than throwing. */
const knownZone = (timeZone: string): string => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
};

// Making a formatter costs far more than using one: keep one per locale and zone (at most
// 44 locales × the runtime's ~600 zones; cleared past that, should odd zone names pile up).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string | null): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      timeZone === null ? dayOptions : momentOptions(knownZone(timeZone)),
    );
    if (formatters.size >= 30_000) formatters.clear();
    formatters.set(key, made);
  }
  return made;
}

export function formatWhen(locale: string, when: When): string {
  return 'day' in when
    ? formatter(locale, null).format(when.day)
    : formatter(locale, when.timeZone).format(when.moment);
}
