import type { ColumnMapping, ImportField } from '@opencareers/contracts/admin-import';

/** Spreadsheet spellings of the enumerations ("Full-time", "On-site", "Sr") → the stored values. */
const aliases: Partial<Record<ImportField, Record<string, string>>> = {
  employmentType: {
    fulltime: 'full_time',
    parttime: 'part_time',
    contract: 'contract',
    contractor: 'contract',
    internship: 'internship',
    intern: 'internship',
    temporary: 'temporary',
    temp: 'temporary',
  },
  seniority: {
    intern: 'intern',
    entry: 'entry',
    junior: 'entry',
    jr: 'entry',
    mid: 'mid',
    midlevel: 'mid',
    intermediate: 'mid',
    senior: 'senior',
    sr: 'senior',
    lead: 'lead',
    manager: 'manager',
    director: 'director',
  },
  workPlace: {
    onsite: 'onsite',
    office: 'onsite',
    inoffice: 'onsite',
    hybrid: 'hybrid',
    remote: 'remote',
    yes: 'remote',
    no: 'onsite',
  },
  payPeriod: {
    year: 'year',
    yearly: 'year',
    annual: 'year',
    peryear: 'year',
    hour: 'hour',
    hourly: 'hour',
    perhour: 'hour',
  },
  status: { open: 'open', published: 'open', closed: 'closed', draft: 'draft' },
};

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const numberOf = (v: string): number | string => {
  const n = Number(v.replace(/[\s,_]/g, ''));
  return v.trim() !== '' && Number.isFinite(n) ? n : v;
};

/**
 * One CSV record as an import item, through the admin's column mapping. Values are only
 * normalised here (aliases, numbers, lists); checking them is the schema's job, so a wrong
 * value reaches it as written and is reported with its field.
 */
export function csvItem(headers: readonly string[], values: readonly string[], mapping: ColumnMapping) {
  const get = (field: ImportField): string | undefined => {
    const header = mapping[field];
    if (!header) return undefined;
    const value = values[headers.indexOf(header)];
    return value === undefined || value === '' ? undefined : value;
  };
  const enumOf = (field: ImportField) => {
    const v = get(field);
    return v === undefined ? undefined : (aliases[field]?.[squash(v)] ?? v);
  };
  const num = (field: ImportField) => {
    const v = get(field);
    return v === undefined ? undefined : numberOf(v);
  };
  const orNull = <T>(v: T | undefined) => (v === undefined ? null : v);
  const skills = get('skills');
  const plain = get('descriptionHtml');
  return {
    externalId: get('externalId'),
    title: get('title'),
    department: get('department'),
    employmentType: enumOf('employmentType'),
    seniority: enumOf('seniority'),
    workPlace: enumOf('workPlace'),
    skills: skills
      ? skills
          .split(/[;,|]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    // Plain text (no tags) keeps its paragraphs; HTML is sanitised later like every import.
    descriptionHtml:
      plain !== undefined && !/<[a-z][\s\S]*>/i.test(plain)
        ? plain
            .split(/\n\s*\n/)
            .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
            .join('')
        : plain,
    language: orNull(get('language')),
    payMin: orNull(num('payMin')),
    payMax: orNull(num('payMax')),
    payCurrency: orNull(get('payCurrency')?.toUpperCase()),
    payPeriod: orNull(enumOf('payPeriod')),
    status: enumOf('status') ?? 'open',
    postedAt: get('postedAt') ?? new Date().toISOString(),
    expiresAt: orNull(get('expiresAt')),
    locations: [
      {
        city: get('city'),
        region: orNull(get('region')),
        // A two-letter "country" is an ISO code (US, DE), as spreadsheets often have it.
        ...countryOf(get('country')),
        ...(get('countryCode') ? { countryCode: get('countryCode') } : {}),
        ...(get('lat') !== undefined ? { lat: num('lat') } : {}),
        ...(get('lng') !== undefined ? { lng: num('lng') } : {}),
      },
    ],
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

const countryOf = (value: string | undefined) =>
  value === undefined
    ? {}
    : /^[A-Za-z]{2}$/.test(value.trim())
      ? { countryCode: value.trim() }
      : { country: value };
