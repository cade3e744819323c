/*
 * Intl formatters, one per kind, language and options, kept for the life of the page.
 *
 * Making one is costly and using one is cheap: on a phone (a processor slowed 4×) the first
 * Intl.NumberFormat of a page took ~50 ms, the first DateTimeFormat ~12 ms, inside the render of
 * whatever component asked first (issue 17, Total Blocking Time). A page formats hundreds of
 * numbers and dates; kept, each formatter is made once (and main.tsx makes the first view's
 * ahead of hydration, each in a task of its own: warmFormats below).
 */

type Kind = 'number' | 'date' | 'relative';
type Options = {
  number: Intl.NumberFormatOptions;
  date: Intl.DateTimeFormatOptions;
  relative: Intl.RelativeTimeFormatOptions;
};
type Format = { number: Intl.NumberFormat; date: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat };

const make = {
  number: (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
  date: (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
  relative: (language: string, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(language, options),
} as const;

const kept = new Map<string, Format[Kind]>();

/**
 * The formatter of `kind` for `language` and `options`. A language tag Intl refuses falls back
 * to `fallback`; options it refuses (an unknown currency code) throw, as Intl does, and nothing
 * is kept for them.
 */
export function intlFormat<K extends Kind>(
  kind: K,
  language: string,
  options: Options[K],
  fallback = 'en',
): Format[K] {
  const key = `${kind}\u0000${language}\u0000${JSON.stringify(options)}`;
  let format = kept.get(key) as Format[K] | undefined;
  if (!format) {
    const create = make[kind] as (language: string, options: Options[K]) => Format[K];
    try {
      format = create(language, options);
    } catch {
      format = create(fallback, options);
    }
    kept.set(key, format);
  }
  return format;
}

/** Options the first view's formats use, shared with their callers so the warm-up makes the same. */
export const formatOptions = {
  count: { maximumFractionDigits: 2 },
  day: { dateStyle: 'medium' },
  relativeDays: { numeric: 'auto' },
} as const satisfies {
  count: Intl.NumberFormatOptions;
  day: Intl.DateTimeFormatOptions;
  relativeDays: Intl.RelativeTimeFormatOptions;
};

/**
 * The formatters the first view needs (counts, pay, days, "3 days ago"), made now. main.tsx calls
 * each step in a task of its own before hydrating, so their cost is not added to a render.
 */
export const warmFormats = (language: string): (() => void)[] => [
  () => intlFormat('number', language, formatOptions.count),
  // The locale's currency data: pay ranges are formatted in their own currency, with these options.
  () => intlFormat('number', language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  () => intlFormat('date', language, formatOptions.day, 'en-US'),
  () => intlFormat('relative', language, formatOptions.relativeDays),
];
