import { z } from 'zod';

/**
 * The admin console's analytics (/admin/analytics), read from the page-view and event log
 * (POST /vslog). Days are UTC calendar days; a range includes both ends.
 */
export const analyticsEvents = {
  /** A job's own page. */
  jobView: { namespace: 'pageview', event: 'view', pageId: 'singlePosition' },
  /** A search answered, with `query`, `location` and `result_count`. */
  search: { namespace: 'search', event: 'results' },
  /** The application form opened for a job. */
  applyStarted: { namespace: 'apply', event: 'started' },
  /** An application sent. */
  applySubmitted: { namespace: 'apply', event: 'submitted' },
} as const;

/** The longest range one request reads. */
export const analyticsMaxDays = 366;

/** A calendar day as YYYY-MM-DD (2026-02-30 is refused, not rolled over into March). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
  }, 'Not a date');

export const analyticsQuerySchema = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < analyticsMaxDays, {
    message: `At most ${analyticsMaxDays} days`,
    path: ['from'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsTables = ['daily', 'queries', 'zero-result-queries', 'funnel'] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];
export const analyticsExportQuerySchema = z
  .object({ from: day, to: day, table: z.enum(analyticsTables) })
  .refine((r) => r.from <= r.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < analyticsMaxDays, {
    message: `At most ${analyticsMaxDays} days`,
    path: ['from'],
  });

const count = z.number().int().nonnegative();

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    visitors: count,
    pageViews: count,
    jobViews: count,
    searches: count,
    applyStarted: count,
    applySubmitted: count,
  }),
  daily: z.array(
    z.object({
      day: z.string(),
      visitors: count,
      jobViews: count,
      searches: count,
      applyStarted: count,
      applySubmitted: count,
    }),
  ),
  topQueries: z.array(z.object({ query: z.string(), searches: count, averageResults: z.number() })),
  zeroResultQueries: z.array(z.object({ query: z.string(), searches: count })),
  /** Visitors at each step, by where they came from (utm_source, a referral, or direct). */
  funnel: z.array(
    z.object({ source: z.string(), jobViews: count, applyStarted: count, applySubmitted: count }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export const analyticsResponseSchema = z.object({ data: analyticsReportSchema });
