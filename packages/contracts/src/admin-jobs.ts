import { z } from 'zod';
import { domainQuerySchema } from './boot.ts';
import { contentLanguageSchema } from './content-language.ts';
import { screeningQuestionSchema, screeningQuestionsSchema } from './screening-questions.ts';
import { employmentTypes, seniorities, workPlaces } from './search-constants.ts';

/**
 * The jobs screens of the admin console (/admin/jobs): list, create, edit, publish, close,
 * reopen, duplicate. A job is a position; "draft" jobs are not listed to candidates yet.
 */
export const jobStatuses = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobPayPeriods = ['year', 'hour'] as const;
export const jobActions = ['publish', 'close', 'reopen'] as const;
export type JobAction = (typeof jobActions)[number];
/** "Closing soon" on the admin home and the jobs list: an open job that expires within this many days. */
export const closingSoonDays = 14;

const jobIdSchema = z.uuid();
export const jobParamsSchema = z.object({ id: jobIdSchema });

/** One place of a job, as the place picker gives it (from the gazetteer). */
export const jobLocationSchema = z.object({
  city: z.string().trim().min(1).max(120),
  region: z.string().trim().max(120).nullable().default(null),
  country: z.string().trim().min(1).max(120),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .toUpperCase(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;

const nullableInt = z.number().int().nonnegative().max(100_000_000).nullable().default(null);

/** What an admin edits; shared by create and update, validated on both sides. */
export const jobFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200),
    /** The company's requisition id; a new job without one gets a generated id. */
    externalId: z.string().trim().min(1).max(64).optional(),
    department: z.string().trim().min(1, 'Enter a department').max(120),
    employmentType: z.enum(employmentTypes),
    seniority: z.enum(seniorities),
    workPlace: z.enum(workPlaces),
    skills: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
    /** HTML from the editor; the server sanitises it as it does imports. */
    descriptionHtml: z.string().max(100_000).default(''),
    /** The language the title and description are written in; null: the company's default language. */
    language: contentLanguageSchema.nullable().default(null),
    payMin: nullableInt,
    payMax: nullableInt,
    payCurrency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code')
      .toUpperCase()
      .nullable()
      .default(null),
    payPeriod: z.enum(jobPayPeriods).nullable().default(null),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    isPrivate: z.boolean().default(false),
    locations: z.array(jobLocationSchema).max(50).default([]),
    /** Asked on this job's apply form after the standard fields, in this order. */
    screeningQuestions: screeningQuestionsSchema.default([]),
    /** One of the company's forms for this job's applications; null: the standard application form. */
    applicationFormId: z.uuid('Choose one of your forms').nullable().default(null),
  })
  .superRefine((j, ctx) => {
    if (j.payMin !== null && j.payMax !== null && j.payMin > j.payMax)
      ctx.addIssue({
        code: 'custom',
        path: ['payMax'],
        message: 'The maximum must not be below the minimum',
      });
    if ((j.payMin !== null || j.payMax !== null) && (!j.payCurrency || !j.payPeriod))
      ctx.addIssue({
        code: 'custom',
        path: [j.payCurrency ? 'payPeriod' : 'payCurrency'],
        message: 'A pay range needs a currency and a period',
      });
    if (j.workPlace !== 'remote' && j.locations.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['locations'],
        message: 'Add at least one place, or make the job remote',
      });
  });
export type JobFields = z.input<typeof jobFieldsSchema>;

/** POST /api/admin/jobs: a new job, a draft unless published at once. */
export const createJobBodySchema = z.intersection(
  jobFieldsSchema,
  z.object({ status: z.enum(['draft', 'open']).default('draft') }),
);
export type CreateJobBody = z.input<typeof createJobBodySchema>;

/** PUT /api/admin/jobs/:id: the whole job, against the version it was read at. */
export const updateJobBodySchema = z.intersection(
  jobFieldsSchema,
  z.object({ version: z.number().int().min(1) }),
);
export type UpdateJobBody = z.input<typeof updateJobBodySchema>;

/** POST /api/admin/jobs/:id/{publish|close|reopen}. */
export const jobActionParamsSchema = z.object({ id: jobIdSchema, action: z.enum(jobActions) });
export const jobVersionBodySchema = z.object({ version: z.number().int().min(1) });

export const adminJobSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  title: z.string(),
  department: z.string(),
  employmentType: z.enum(employmentTypes),
  seniority: z.enum(seniorities),
  workPlace: z.enum(workPlaces),
  skills: z.array(z.string()),
  descriptionHtml: z.string(),
  language: z.string().nullable(),
  payMin: z.number().nullable(),
  payMax: z.number().nullable(),
  payCurrency: z.string().nullable(),
  payPeriod: z.enum(jobPayPeriods).nullable(),
  status: z.enum(jobStatuses),
  isPrivate: z.boolean(),
  postedAt: z.string(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  locations: z.array(jobLocationSchema),
  screeningQuestions: z.array(screeningQuestionSchema),
  applicationFormId: z.string().nullable(),
  /** Where candidates see it: the job page, or the link-only address of a private job. */
  url: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobResponseSchema = z.object({ data: z.object({ job: adminJobSchema }) });

export const adminJobsQuerySchema = domainQuerySchema.extend({
  /** Part of the title or the external id. */
  q: z.string().trim().max(200).default(''),
  status: z.enum(jobStatuses).optional(),
  department: z.string().trim().max(120).optional(),
  /** Only open jobs that expire within closingSoonDays (the admin home's link). */
  closing: z.literal('soon').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;

export const adminJobSummarySchema = adminJobSchema
  .pick({
    id: true,
    externalId: true,
    title: true,
    department: true,
    workPlace: true,
    status: true,
    isPrivate: true,
    postedAt: true,
    expiresAt: true,
    updatedAt: true,
    url: true,
  })
  .extend({ location: z.string().nullable() });
export type AdminJobSummary = z.infer<typeof adminJobSummarySchema>;

export const adminJobsResponseSchema = z.object({
  data: z.object({
    jobs: z.array(adminJobSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Every department of the tenant's jobs, for the filter. */
    departments: z.array(z.string()),
  }),
});

/** GET /api/admin/jobs/places?q=: places from the gazetteer for the place picker. */
export const placesQuerySchema = domainQuerySchema.extend({ q: z.string().trim().min(1).max(100) });
export const placeSchema = jobLocationSchema.extend({ label: z.string() });
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.object({ data: z.object({ places: z.array(placeSchema) }) });

/** GET /api/admin/jobs/skills?q=: skills of the taxonomy whose name starts with q. */
export const skillsQuerySchema = domainQuerySchema.extend({ q: z.string().trim().min(1).max(80) });
export const skillsResponseSchema = z.object({ data: z.object({ skills: z.array(z.string()) }) });
