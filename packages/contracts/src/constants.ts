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
