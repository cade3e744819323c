import { type ColumnMapping, type ImportField, importFields } from '@opencareers/contracts/admin-import';

/** Header spellings seen in job exports (ATS, spreadsheets), compared without case, spaces or punctuation. */
const synonyms: Record<ImportField, string[]> = {
  externalId: [
    'externalid',
    'id',
    'jobid',
    'reference',
    'ref',
    'requisitionid',
    'reqid',
    'jobreference',
    'identifier',
  ],
  title: ['title', 'jobtitle', 'position', 'positiontitle', 'name', 'role'],
  department: ['department', 'dept', 'team', 'function', 'category', 'occupationalcategory'],
  employmentType: ['employmenttype', 'type', 'jobtype', 'contracttype', 'employment'],
  seniority: ['seniority', 'level', 'senioritylevel', 'experiencelevel', 'grade'],
  workPlace: ['workplace', 'worktype', 'remote', 'workplacetype', 'locationtype', 'workmode'],
  descriptionHtml: ['descriptionhtml', 'description', 'jobdescription', 'body', 'details', 'summary'],
  language: ['language', 'lang', 'inlanguage', 'joblanguage', 'locale'],
  skills: ['skills', 'skill', 'tags', 'keywords'],
  payMin: ['paymin', 'salarymin', 'minsalary', 'minpay', 'salaryfrom', 'payfrom', 'minimum'],
  payMax: ['paymax', 'salarymax', 'maxsalary', 'maxpay', 'salaryto', 'payto', 'maximum'],
  payCurrency: ['paycurrency', 'currency', 'salarycurrency'],
  payPeriod: ['payperiod', 'salaryperiod', 'period', 'payunit', 'unittext'],
  status: ['status', 'state'],
  postedAt: ['postedat', 'posted', 'dateposted', 'publishedat', 'published', 'postingdate', 'startdate'],
  expiresAt: ['expiresat', 'expires', 'closingdate', 'validthrough', 'deadline', 'enddate', 'closes'],
  city: ['city', 'town', 'location', 'locality', 'addresslocality'],
  region: ['region', 'state', 'province', 'addressregion', 'county'],
  country: ['country', 'countryname', 'addresscountry'],
  countryCode: ['countrycode', 'iso', 'isocountry', 'countryiso'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
};

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The column each field most likely comes from: an exact synonym first, each header used once
 * (so "state" goes to status only when no status column exists… it is tried in field order).
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const field of importFields) {
    const index = headers.findIndex((h, i) => !used.has(i) && synonyms[field].includes(squash(h)));
    if (index >= 0) {
      used.add(index);
      mapping[field] = headers[index]!;
    } else mapping[field] = null;
  }
  return mapping;
}
