/**
 * Wall-clock times in a named time zone, with nothing but Intl: the admin picks a date and a
 * time "in Europe/Berlin" and the server stores the instant.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of an instant in a zone. */
function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant's date (YYYY-MM-DD) and time (HH:mm) on the wall clock of the zone. */
export function wallTimeIn(iso: string, timeZone: string): { date: string; time: string } {
  const p = partsIn(new Date(iso), timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant (ISO, UTC) when the zone's wall clock shows date and time; null when either is
 * malformed. A time skipped by a daylight-saving jump lands just after the jump.
 */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  try {
    // The offset at the guess can differ from the offset at the answer near a DST change, so look twice.
    const first = wall - offsetAt(new Date(wall), timeZone);
    const second = wall - offsetAt(new Date(first), timeZone);
    return new Date(second).toISOString();
  } catch {
    return null;
  }
}

/** The browser's own time zone (IANA name), e.g. for defaults and labels. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
