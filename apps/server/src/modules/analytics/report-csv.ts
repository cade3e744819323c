import type { AnalyticsReport, AnalyticsTable } from '@opencareers/contracts/admin-analytics';

/** A CSV cell: quoted when needed, and a leading =, +, - or @ defused so spreadsheets do not run it. */
const cell = (v: string | number) => {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header: string[], rows: (string | number)[][]) =>
  `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

/** One table of the report as CSV, the same rows the screen's table alternative shows. */
export function reportCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  switch (table) {
    case 'daily':
      return csv(
        ['day', 'visitors', 'job_views', 'searches', 'apply_started', 'apply_submitted'],
        report.daily.map((d) => [
          d.day,
          d.visitors,
          d.jobViews,
          d.searches,
          d.applyStarted,
          d.applySubmitted,
        ]),
      );
    case 'queries':
      return csv(
        ['query', 'searches', 'average_results'],
        report.topQueries.map((q) => [q.query, q.searches, q.averageResults]),
      );
    case 'zero-result-queries':
      return csv(
        ['query', 'searches'],
        report.zeroResultQueries.map((q) => [q.query, q.searches]),
      );
    case 'funnel':
      return csv(
        ['source', 'job_views', 'apply_started', 'apply_submitted'],
        report.funnel.map((f) => [f.source, f.jobViews, f.applyStarted, f.applySubmitted]),
      );
  }
}
