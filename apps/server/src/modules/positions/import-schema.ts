import { contentLanguageSchema } from '@opencareers/contracts/content-language';
import { positionStatuses } from '@opencareers/contracts/position';
import { z } from 'zod';
import { gazetteer } from '../search/gazetteer.ts';

/**
 * One place of a position in an import file. Only the city is required: the bundled
 * gazetteer fills in what is left out — the country from its name or ISO code, and the
 * coordinates from the city (the most populous of that name, in that country when given).
 * Coordinates given in the file are kept, for offices the gazetteer does not know.
 */
export const importLocationSchema = z
  .object({
    city: z.string().trim().min(1).max(120),
    region: z.string().trim().max(120).nullable().default(null),
    country: z.string().trim().min(1).max(120).optional(),
    countryCode: z.string().trim().length(2).toUpperCase().optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
  })
  .transform((l, ctx) => {
    if ((l.lat === undefined) !== (l.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [l.lat === undefined ? 'lat' : 'lng'],
        message: 'Give both lat and lng, or neither',
      });
      return z.NEVER;
    }
    const geo = gazetteer();
    const named = l.country ? geo.findCountry(l.country) : undefined;
    const coded = l.countryCode ? geo.country(l.countryCode) : undefined;
    if (l.countryCode && !coded) {
      ctx.addIssue({
        code: 'custom',
        path: ['countryCode'],
        message: `Unknown country code: ${l.countryCode}`,
      });
      return z.NEVER;
    }
    let country = coded ?? named;
    let lat = l.lat;
    let lng = l.lng;
    if (lat === undefined || lng === undefined) {
      const city = geo.findCity(country ? `${l.city}, ${country.code}` : l.city);
      if (!city || (country && city.countryCode !== country.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['city'],
          message: `Unknown city: ${l.city}${country ? `, ${country.name}` : ''}. Give lat and lng for it`,
        });
        return z.NEVER;
      }
      lat = city.lat;
      lng = city.lng;
      country ??= geo.country(city.countryCode);
    }
    if (!country) {
      ctx.addIssue({
        code: 'custom',
        path: [l.country ? 'country' : 'countryCode'],
        message: l.country
          ? `Unknown country: ${l.country}. Give its countryCode`
          : 'Give the country or countryCode',
      });
      return z.NEVER;
    }
    return {
      city: l.city,
      region: l.region,
      // A country name given in the file is kept as written (the site shows it).
      country: l.country ?? country.name,
      countryCode: country.code,
      lat,
      lng,
    };
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
    /** The language the job is written in; null or left out: the company's default language. */
    language: contentLanguageSchema.nullable().default(null),
    payMin: z.number().int().nonnegative().nullable().default(null),
    payMax: z.number().int().nonnegative().nullable().default(null),
    payCurrency: z.string().length(3).nullable().default(null),
    payPeriod: z.enum(['year', 'hour']).nullable().default(null),
    status: z.enum(positionStatuses).default('open'),
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
