/** CSV lines for import tests: one valid job per call unless a field is overridden. */
export const csvHeader =
  'Job ID,Job Title,Department,Employment Type,Level,Workplace,Description,Skills,Salary Min,Salary Max,Currency,City,Country';

export interface CsvJob {
  id: string;
  title: string;
  department?: string;
  type?: string;
  level?: string;
  workplace?: string;
  description?: string;
  skills?: string;
  min?: string;
  max?: string;
  currency?: string;
  city?: string;
  country?: string;
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const csvLine = (j: CsvJob) =>
  [
    j.id,
    j.title,
    j.department ?? 'Engineering',
    j.type ?? 'Full-time',
    j.level ?? 'Senior',
    j.workplace ?? 'Hybrid',
    j.description ?? '<p>Build things.</p>',
    j.skills ?? 'TypeScript; SQL',
    j.min ?? '50000',
    j.max ?? '70000',
    j.currency ?? 'EUR',
    j.city ?? 'Berlin',
    j.country ?? 'DE',
  ]
    .map(quote)
    .join(',');

export const csvFile = (jobs: CsvJob[]) => [csvHeader, ...jobs.map(csvLine)].join('\n');
