import type { PositionRow } from '../position-details/repository.ts';

const employmentTypes: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

/**
 * schema.org JobPosting for Google's job search: every required property (title,
 * description, datePosted, hiringOrganization, jobLocation or TELECOMMUTE with
 * applicantLocationRequirements) and the recommended ones (validThrough, employmentType,
 * baseSalary, identifier, directApply).
 */
export function jobPostingJsonLd(
  row: PositionRow,
  company: { name: string; url: string; logo?: string | undefined },
  /** The language the job is written in: its own, or else the company's default. */
  inLanguage: string,
): Record<string, unknown> {
  const remote = row.workPlace === 'remote';
  const places = row.locations.map((l) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: l.city,
      ...(l.region ? { addressRegion: l.region } : {}),
      addressCountry: l.countryCode,
    },
  }));
  const countries = [...new Set(row.locations.map((l) => l.country))];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: row.title,
    description: row.descriptionHtml,
    // The job text stays as written whatever the visitor's UI language (issue 21 item 5).
    inLanguage,
    datePosted: row.postedAt.toISOString(),
    ...(row.expiresAt ? { validThrough: row.expiresAt.toISOString() } : {}),
    employmentType: employmentTypes[row.employmentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: company.url,
      ...(company.logo ? { logo: company.logo } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: countries.map((name) => ({ '@type': 'Country', name })),
        }
      : { jobLocation: places.length === 1 ? places[0] : places }),
    ...(row.payCurrency && (row.payMin !== null || row.payMax !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: row.payCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(row.payMin !== null ? { minValue: row.payMin } : {}),
              ...(row.payMax !== null ? { maxValue: row.payMax } : {}),
              unitText: row.payPeriod === 'hour' ? 'HOUR' : 'YEAR',
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: company.name, value: row.externalId },
    directApply: true,
    industry: row.department,
    skills: row.skills.join(', '),
  };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no text can close the tag. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
