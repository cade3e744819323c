import {
  type AdminJob,
  createJobBodySchema,
  type JobFields,
  type JobLocation,
  type jobPayPeriods,
} from '@opencareers/contracts/admin-jobs';
import type { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import { questionsOf, type ScreeningDraft } from './screening-draft.ts';

/** What the job editor holds while the admin types: inputs as they are, empty meaning "not set". */
export interface JobDraft {
  title: string;
  externalId: string;
  department: string;
  employmentType: (typeof employmentTypes)[number];
  seniority: (typeof seniorities)[number];
  workPlace: (typeof workPlaces)[number];
  skills: string[];
  descriptionHtml: string;
  /** The language the job is written in (BCP 47), or empty for the company's default. */
  language: string;
  payMin: number | '';
  payMax: number | '';
  payCurrency: string;
  payPeriod: (typeof jobPayPeriods)[number] | '';
  /** YYYY-MM-DD, or empty. */
  expiresOn: string;
  isPrivate: boolean;
  locations: JobLocation[];
  /** Asked on the apply form after the standard fields, in this order. */
  screeningQuestions: ScreeningDraft[];
  /** One of the company's forms, or empty for the standard application form. */
  applicationFormId: string;
}

export const emptyDraft = (): JobDraft => ({
  title: '',
  externalId: '',
  department: '',
  employmentType: 'full_time',
  seniority: 'mid',
  workPlace: 'onsite',
  skills: [],
  descriptionHtml: '',
  language: '',
  payMin: '',
  payMax: '',
  payCurrency: '',
  payPeriod: 'year',
  expiresOn: '',
  isPrivate: false,
  locations: [],
  screeningQuestions: [],
  applicationFormId: '',
});

const day = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const draftOf = (job: AdminJob): JobDraft => ({
  title: job.title,
  externalId: job.externalId,
  department: job.department,
  employmentType: job.employmentType,
  seniority: job.seniority,
  workPlace: job.workPlace,
  skills: job.skills,
  descriptionHtml: job.descriptionHtml,
  language: job.language ?? '',
  payMin: job.payMin ?? '',
  payMax: job.payMax ?? '',
  payCurrency: job.payCurrency ?? '',
  payPeriod: job.payPeriod ?? (job.payMin === null && job.payMax === null ? 'year' : ''),
  expiresOn: job.expiresAt ? day(job.expiresAt) : '',
  isPrivate: job.isPrivate,
  locations: job.locations,
  screeningQuestions: job.screeningQuestions.map((q) => ({ ...q, options: [...q.options] })),
  applicationFormId: job.applicationFormId ?? '',
});

/** The request body of a draft: empty inputs become null; a closing day ends in the admin's time zone. */
export function fieldsOf(d: JobDraft): JobFields {
  const hasPay = d.payMin !== '' || d.payMax !== '';
  return {
    title: d.title,
    ...(d.externalId.trim() ? { externalId: d.externalId } : {}),
    department: d.department,
    employmentType: d.employmentType,
    seniority: d.seniority,
    workPlace: d.workPlace,
    skills: d.skills,
    // The editor's empty document is one empty paragraph.
    descriptionHtml: d.descriptionHtml === '<p></p>' ? '' : d.descriptionHtml,
    language: d.language || null,
    payMin: d.payMin === '' ? null : d.payMin,
    payMax: d.payMax === '' ? null : d.payMax,
    payCurrency: hasPay && d.payCurrency ? d.payCurrency : null,
    payPeriod: hasPay && d.payPeriod ? d.payPeriod : null,
    expiresAt: d.expiresOn ? new Date(`${d.expiresOn}T23:59:59`).toISOString() : null,
    isPrivate: d.isPrivate,
    locations: d.locations,
    screeningQuestions: questionsOf(d.screeningQuestions),
    applicationFormId: d.applicationFormId || null,
  };
}

/** Field errors by path ("payMax", "locations.0.city") from the same schema the server uses. */
export function checkDraft(d: JobDraft): Record<string, string> {
  const parsed = createJobBodySchema.safeParse(fieldsOf(d));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The error of a field or of anything inside it (a place of the list). */
export const errorAt = (errors: Record<string, string>, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

/** Errors left once some fields changed: a field's error goes as soon as the admin edits it. */
export function clearErrorsOf(
  errors: Record<string, string>,
  changed: (keyof JobDraft)[],
): Record<string, string> {
  const fields = changed.map((k) => (k === 'expiresOn' ? 'expiresAt' : k) as string);
  const touched = (path: string) => fields.some((f) => path === f || path.startsWith(`${f}.`));
  // Pay fields are checked together (a range needs its currency and period).
  const pay = fields.some((f) => f.startsWith('pay'));
  const kept = Object.entries(errors).filter(([path]) => !touched(path) && !(pay && path.startsWith('pay')));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
