/*
 * Values every API call carries (spec search §7, form-toolkit §7): the tenant domain and the
 * debug flag from the page address, plus user, group and timezone headers. The group and user
 * become known only after boot, so they are set here once boot data arrives.
 */

/** Page-address parameters forwarded to every API call unchanged. */
export const forwardedPageParams = ['domain', 'debug'] as const;

interface Identity {
  groupId?: string;
  userId?: string;
}

let identity: Identity = {};

export function setRequestIdentity(next: Identity): void {
  identity = { ...next };
}

export function getRequestIdentity(): Identity {
  return identity;
}

/** The zone last read, and when: reading it makes an Intl formatter, slow on a phone. */
let zone: { value: string | undefined; readAt: number } | undefined;

/**
 * The device's time zone, sent with every API call. Read again at most once a minute (issue 17:
 * the ten calls of a page's start each built a formatter, inside the long task a phone waits
 * through), so a zone changed by travelling still reaches the server within a minute.
 */
export function currentTimezone(now: number = Date.now()): string | undefined {
  if (zone && now - zone.readAt < 60_000 && now >= zone.readAt) return zone.value;
  let value: string | undefined;
  try {
    value = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    value = undefined;
  }
  zone = { value, readAt: now };
  return value;
}

/**
 * The language on screen (`<html lang>`, set by i18n.ts on every switch), sent as `hl` with
 * every API call so the server names places and writes its words in it (docs/i18n.md "The
 * reader's language"); undefined before the app marked the document.
 */
export function shownLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang || undefined;
}

/** Picks the forwarded parameters out of a page address's search string. */
export function forwardedParamsFrom(search: string): Record<string, string> {
  const page = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const name of forwardedPageParams) {
    const value = page.get(name);
    if (value) out[name] = value;
  }
  return out;
}
