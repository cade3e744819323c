import {
  type AnalyticsQuery,
  type AnalyticsReport,
  analyticsEvents,
} from '@opencareers/contracts/admin-analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const { jobView, search, applyStarted, applySubmitted } = analyticsEvents;

/** A visitor: the browser's visitor id, else the logged-in user. */
const visitor = sql`coalesce(data->>'visitor_id', user_id::text)`;
const isJobView = sql`(namespace = ${jobView.namespace} and event = ${jobView.event} and data->>'page_id' = ${jobView.pageId})`;
const isSearch = sql`(namespace = ${search.namespace} and event = ${search.event})`;
const isStarted = sql`(namespace = ${applyStarted.namespace} and event = ${applyStarted.event})`;
const isSubmitted = sql`(namespace = ${applySubmitted.namespace} and event = ${applySubmitted.event})`;
/** Where a visit came from: the campaign's utm_source (or source/src), a referral link, else direct. */
const source = sql`coalesce(nullif(data->>'utm_source', ''), nullif(data->>'source', ''), nullif(data->>'src', ''),
  case when coalesce(data->>'referral_token', '') <> '' then 'referral' end, 'direct')`;
const normalisedQuery = sql`lower(btrim(data->>'query'))`;

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/** Every figure of the analytics screen for one tenant and range, each one query over the log. */
export async function analyticsReport(
  db: Db,
  tenantId: string,
  range: AnalyticsQuery,
): Promise<AnalyticsReport> {
  // Both ends are whole UTC days: [from 00:00, to + 1 day 00:00).
  const scope = sql`tenant_id = ${tenantId} and created_at >= ${`${range.from}T00:00:00Z`}::timestamptz
    and created_at < (${range.to}::date + 1)::timestamp at time zone 'UTC'`;

  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(distinct ${visitor}) as visitors,
      count(*) filter (where namespace = 'pageview') as page_views,
      count(*) filter (where ${isJobView}) as job_views,
      count(*) filter (where ${isSearch}) as searches,
      count(*) filter (where ${isStarted}) as apply_started,
      count(*) filter (where ${isSubmitted}) as apply_submitted
    from analytics_events where ${scope}`,
  );

  const daily = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (
        select to_char(d, 'YYYY-MM-DD') as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ), counts as (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(distinct ${visitor}) as visitors,
          count(*) filter (where ${isJobView}) as job_views,
          count(*) filter (where ${isSearch}) as searches,
          count(*) filter (where ${isStarted}) as apply_started,
          count(*) filter (where ${isSubmitted}) as apply_submitted
        from analytics_events where ${scope} group by 1
      )
      select days.day, counts.visitors, counts.job_views, counts.searches, counts.apply_started, counts.apply_submitted
      from days left join counts using (day) order by days.day`,
  );

  const topQueries = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${normalisedQuery} as query, count(*) as searches,
        avg(case when data->>'result_count' ~ '^[0-9]+$' then (data->>'result_count')::numeric end) as average_results
      from analytics_events where ${scope} and ${isSearch} and ${normalisedQuery} <> ''
      group by 1 order by 2 desc, 1 limit 20`,
  );

  const zero = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${normalisedQuery} as query, count(*) as searches
      from analytics_events where ${scope} and ${isSearch} and ${normalisedQuery} <> '' and data->>'result_count' = '0'
      group by 1 order by 2 desc, 1 limit 20`,
  );

  const funnel = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${source} as source,
        count(distinct ${visitor}) filter (where ${isJobView}) as job_views,
        count(distinct ${visitor}) filter (where ${isStarted}) as apply_started,
        count(distinct ${visitor}) filter (where ${isSubmitted}) as apply_submitted
      from analytics_events where ${scope} and (${isJobView} or ${isStarted} or ${isSubmitted})
      group by 1 order by 2 desc, 1 limit 50`,
  );

  return {
    from: range.from,
    to: range.to,
    totals: {
      visitors: n(totals?.visitors),
      pageViews: n(totals?.page_views),
      jobViews: n(totals?.job_views),
      searches: n(totals?.searches),
      applyStarted: n(totals?.apply_started),
      applySubmitted: n(totals?.apply_submitted),
    },
    daily: daily.map((d) => ({
      day: String(d.day),
      visitors: n(d.visitors),
      jobViews: n(d.job_views),
      searches: n(d.searches),
      applyStarted: n(d.apply_started),
      applySubmitted: n(d.apply_submitted),
    })),
    topQueries: topQueries.map((q) => ({
      query: String(q.query),
      searches: n(q.searches),
      averageResults: Math.round(n(q.average_results) * 10) / 10,
    })),
    zeroResultQueries: zero.map((q) => ({ query: String(q.query), searches: n(q.searches) })),
    funnel: funnel.map((f) => ({
      source: String(f.source),
      jobViews: n(f.job_views),
      applyStarted: n(f.apply_started),
      applySubmitted: n(f.apply_submitted),
    })),
  };
}
