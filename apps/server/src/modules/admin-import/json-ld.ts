/**
 * schema.org JobPosting (JSON-LD, as job boards and Google for Jobs read it) → the import
 * item shape. Only what a position stores is read; unknown properties are ignored.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string | undefined =>
  typeof v === 'string'
    ? v
    : typeof v === 'number'
      ? String(v)
      : isObject(v)
        ? text(v.name ?? v.value)
        : undefined;

const employmentTypes: Record<string, string> = {
  FULL_TIME: 'full_time',
  PART_TIME: 'part_time',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};

const isJobPosting = (v: unknown): v is Json =>
  isObject(v) && list(v['@type']).some((t) => t === 'JobPosting' || t === 'https://schema.org/JobPosting');

/** The JobPostings of a JSON-LD document: one object, a list, or an `@graph`. */
export function jobPostingsOf(doc: unknown): unknown[] {
  if (Array.isArray(doc))
    return doc.flatMap((d) => (isObject(d) && Array.isArray(d['@graph']) ? d['@graph'] : [d]));
  if (isObject(doc) && Array.isArray(doc['@graph'])) return doc['@graph'].filter(isJobPosting);
  return [doc];
}

const identifierOf = (v: unknown): string | undefined => {
  const first = list(v)[0];
  return isObject(first) ? text(first.value ?? first.name) : text(first);
};

/** A JobPosting as an import item; what is missing is left out for the schema to name. */
export function fromJobPosting(posting: unknown): unknown {
  if (!isJobPosting(posting))
    return { '@type': isObject(posting) ? posting['@type'] : undefined, notJobPosting: true };
  const p = posting;
  const remote = list(p.jobLocationType).includes('TELECOMMUTE');
  const places = list(p.jobLocation).filter(isObject);
  const locations = places.map((place) => {
    const address = isObject(place.address) ? place.address : {};
    const geo = isObject(place.geo) ? place.geo : {};
    const country = text(address.addressCountry);
    const lat = Number(geo.latitude);
    const lng = Number(geo.longitude);
    return {
      city: text(address.addressLocality),
      region: text(address.addressRegion) ?? null,
      ...(country && /^[A-Za-z]{2}$/.test(country) ? { countryCode: country } : country ? { country } : {}),
      ...(geo.latitude !== undefined && Number.isFinite(lat) ? { lat } : {}),
      ...(geo.longitude !== undefined && Number.isFinite(lng) ? { lng } : {}),
    };
  });
  const salary = isObject(p.baseSalary) ? p.baseSalary : undefined;
  const amount = salary && isObject(salary.value) ? salary.value : undefined;
  const unit = text(amount?.unitText)?.toUpperCase();
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Math.round(Number(v)));
  const types = list(p.employmentType).map((t) => employmentTypes[String(t).toUpperCase()] ?? String(t));
  return {
    externalId: identifierOf(p.identifier),
    title: text(p.title),
    department: text(p.occupationalCategory) ?? text(p.industry) ?? 'General',
    employmentType: types[0] ?? 'full_time',
    seniority: 'mid',
    workPlace: remote ? 'remote' : 'onsite',
    skills: list(p.skills).flatMap((s) =>
      typeof s === 'string'
        ? s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : (text(s) ?? []),
    ),
    descriptionHtml: text(p.description),
    // schema.org: a language tag, or a Language with its tag as alternateName.
    language: (isObject(p.inLanguage) ? text(p.inLanguage.alternateName) : text(p.inLanguage)) ?? null,
    payMin: num(amount?.minValue ?? amount?.value),
    payMax: num(amount?.maxValue ?? amount?.value),
    payCurrency: salary ? (text(salary.currency) ?? null) : null,
    payPeriod: unit === 'HOUR' ? 'hour' : unit === 'YEAR' ? 'year' : null,
    postedAt: text(p.datePosted),
    expiresAt: text(p.validThrough) ?? null,
    locations,
  };
}
