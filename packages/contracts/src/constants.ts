/** Business constants quoted from the specs, shared so neither side types them twice. */

/** form-toolkit §9 breakpoints (px). */
export const breakpoints = { tablet: 600, desktop: 1024, largeDesktop: 1180, extraLarge: 1600 } as const;

/** shell §9: the navbar is 60 px high. */
export const navbarHeightPx = 60;

/** search §9 toast durations (ms). */
export const toastDurations = { default: 5000, helper: 15000, error: 2000, errorLong: 3000 } as const;

/** search §9 default tracked URL parameters. */
export const trackedUrlParams = [
  'utm_source',
  'utm_campaign',
  'src',
  'source',
  'microsite',
  'ref_src',
  'referral_token',
] as const;
export type TrackedUrlParam = (typeof trackedUrlParams)[number];

/** Where a visit came from: the tracked parameters it landed with (issue 20, item 6). */
export type Attribution = Partial<Record<TrackedUrlParam, string>>;

/**
 * The longest tracked value kept. Campaign names and referral tokens are short; the bound keeps
 * an address stuffed with junk from filling the application row or the admin's page.
 */
export const trackedValueMaxLength = 200;

// Control characters, and the bidirectional overrides that could make an admin misread a value.
const unsafeCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A trimmed tracked value worth keeping: not empty, not too long, no control characters. */
export function isTrackedValue(value: string): boolean {
  return value.length > 0 && value.length <= trackedValueMaxLength && !unsafeCharacters.test(value);
}

const isTrackedParam = (name: string): name is TrackedUrlParam =>
  (trackedUrlParams as readonly string[]).includes(name);

/**
 * The tracked parameters among `entries` (an address's search parameters, a stored object),
 * trimmed; unknown names and bad values are dropped, the first of a repeated name wins. The
 * browser cleans with this before it sends, so the server's strict check never refuses a
 * visitor's application because of the address they arrived with.
 */
export function attributionFrom(entries: Iterable<readonly [string, unknown]>): Attribution {
  const out: Attribution = {};
  for (const [name, raw] of entries) {
    if (!isTrackedParam(name) || out[name] !== undefined || typeof raw !== 'string') continue;
    const value = raw.trim();
    if (isTrackedValue(value)) out[name] = value;
  }
  return out;
}

/** shell §9 notification constants. */
export const notificationConstants = {
  /** The badge count refreshes every 5 minutes. */
  badgeRefreshMs: 5 * 60_000,
  /** The bell (trigger) element is looked up at most 30 times, 300 ms apart. */
  triggerLookupAttempts: 30,
  triggerLookupIntervalMs: 300,
  /** Desktop dropdown: 480 px wide, at most 70 % of the viewport height or 600 px. */
  panelWidthPx: 480,
  panelMaxHeightVh: 70,
  panelMaxHeightPx: 600,
  /** At this width or narrower the panel is a full-screen modal. */
  fullScreenMaxWidthPx: 1024,
  modalZIndex: 1000,
} as const;
