import { z } from 'zod';

/**
 * Job import in the admin console (/admin/import) and through the running server for the CLI:
 * CSV (with a column mapping), JSON (the `import-positions` format) and schema.org JobPosting
 * (JSON-LD). Every run is a dry run first; the real run reports its progress.
 */
export const importFormats = ['csv', 'json', 'jsonld'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** The fields a CSV column can fill, in the order the mapping step lists them. */
export const importFields = [
  'externalId',
  'title',
  'department',
  'employmentType',
  'seniority',
  'workPlace',
  'descriptionHtml',
  'language',
  'skills',
  'payMin',
  'payMax',
  'payCurrency',
  'payPeriod',
  'status',
  'postedAt',
  'expiresAt',
  'city',
  'region',
  'country',
  'countryCode',
  'lat',
  'lng',
] as const;
export type ImportField = (typeof importFields)[number];
/** A CSV row is refused without these. */
export const requiredImportFields: readonly ImportField[] = [
  'externalId',
  'title',
  'department',
  'employmentType',
  'seniority',
  'workPlace',
  'descriptionHtml',
  'city',
];

/** Which CSV header fills each field (null: none; the field takes its default). */
export const columnMappingSchema = z.partialRecord(z.enum(importFields), z.string().max(200).nullable());
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** 10,000 rows with long descriptions fit well within this. */
export const importMaxBytes = 40 * 1024 * 1024;

export const importSourceSchema = z.object({
  format: z.enum(importFormats),
  /** The file's text (UTF-8). */
  content: z.string().min(1, 'The file is empty').max(importMaxBytes),
  /** CSV only; without it the mapping guessed from the headers is used. */
  mapping: columnMappingSchema.optional(),
});
export type ImportSource = z.infer<typeof importSourceSchema>;

export const inspectBodySchema = z.object({
  content: z.string().min(1, 'The file is empty').max(importMaxBytes),
  fileName: z.string().max(255).optional(),
});

export const inspectResponseSchema = z.object({
  data: z.object({
    format: z.enum(importFormats),
    /** CSV: the header row, the mapping guessed from it and the first rows. */
    headers: z.array(z.string()),
    mapping: columnMappingSchema,
    sample: z.array(z.array(z.string())),
    rows: z.number().int(),
  }),
});
export type InspectResult = z.infer<typeof inspectResponseSchema>['data'];

/** One refused row: where it is in the file and which field is wrong. */
export const importRowErrorSchema = z.object({
  /** 1-based: the CSV line the record starts on, or the item's position in a JSON list. */
  line: z.number().int(),
  externalId: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** At most this many row errors are returned (the counts are always complete). */
export const importErrorLimit = 500;

export const importReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const dryRunResponseSchema = z.object({ data: importReportSchema });

export const importRunStatuses = ['running', 'done', 'failed'] as const;
export const importRunSchema = importReportSchema.extend({
  id: z.uuid(),
  status: z.enum(importRunStatuses),
  /** Rows written so far (of `rows - refused`). */
  processed: z.number().int(),
  failure: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;
export const importRunResponseSchema = z.object({ data: z.object({ run: importRunSchema }) });
export const importRunParamsSchema = z.object({ id: z.uuid() });
