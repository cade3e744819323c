import { z } from 'zod';

/** One position in an import file (`npm run cli -- import-positions`); also what the seed writes. */
export const importLocationSchema = z.object({
  city: z.string().trim().min(1).max(120),
  region: z.string().trim().max(120).nullable().default(null),
  country: z.string().trim().min(1).max(120),
  countryCode: z.string().trim().length(2).toUpperCase(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const importPositionSchema = z
  .object({
    externalId: z.string().trim().min(1).max(64),
    title: z.string().trim().min(1).max(200),
    department: z.string().trim().min(1).max(120),
    employmentType: z.enum(['full_time', 'part_time', 'contract', 'internship', 'temporary']),
    seniority: z.enum(['intern', 'entry', 'mid', 'senior', 'lead', 'manager', 'director']),
    workPlace: z.enum(['onsite', 'hybrid', 'remote']),
    skills: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
    descriptionHtml: z.string().max(100_000),
    payMin: z.number().int().nonnegative().nullable().default(null),
    payMax: z.number().int().nonnegative().nullable().default(null),
    payCurrency: z.string().length(3).nullable().default(null),
    payPeriod: z.enum(['year', 'hour']).nullable().default(null),
    status: z.enum(['open', 'closed', 'draft']).default('open'),
    postedAt: z.coerce.date(),
    expiresAt: z.coerce.date().nullable().default(null),
    locations: z.array(importLocationSchema).min(1).max(50),
  })
  .refine((p) => p.payMin === null || p.payMax === null || p.payMin <= p.payMax, {
    message: 'payMin must not exceed payMax',
    path: ['payMax'],
  });

export type ImportPosition = z.infer<typeof importPositionSchema>;
export const importFileSchema = z.array(importPositionSchema).max(200_000);
