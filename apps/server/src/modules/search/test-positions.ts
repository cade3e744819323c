import type { ImportPosition } from '../positions/import-schema.ts';
import { importPositionSchema } from '../positions/import-schema.ts';

const DAY = 86_400_000;

const place = {
  berlin: {
    city: 'Berlin',
    region: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    lat: 52.52,
    lng: 13.405,
  },
  potsdam: {
    city: 'Potsdam',
    region: 'Brandenburg',
    country: 'Germany',
    countryCode: 'DE',
    lat: 52.3906,
    lng: 13.0645,
  },
  munich: {
    city: 'Munich',
    region: 'Bavaria',
    country: 'Germany',
    countryCode: 'DE',
    lat: 48.1351,
    lng: 11.582,
  },
  london: {
    city: 'London',
    region: 'England',
    country: 'United Kingdom',
    countryCode: 'GB',
    lat: 51.5074,
    lng: -0.1278,
  },
  austin: {
    city: 'Austin',
    region: 'Texas',
    country: 'United States',
    countryCode: 'US',
    lat: 30.2672,
    lng: -97.7431,
  },
};

/** Hand-made positions whose ranking and facets the search tests can state exactly. */
export function testPositions(now = Date.now()): ImportPosition[] {
  const p = (
    externalId: string,
    title: string,
    extra: Partial<Record<string, unknown>> & { where: (typeof place)[keyof typeof place][] },
  ) =>
    importPositionSchema.parse({
      externalId,
      title,
      department: 'Engineering',
      employmentType: 'full_time',
      seniority: 'mid',
      workPlace: 'onsite',
      skills: [],
      descriptionHtml: '<p>Join our team.</p>',
      payMin: 60000,
      payMax: 80000,
      payCurrency: 'EUR',
      payPeriod: 'year',
      postedAt: new Date(now - 10 * DAY),
      expiresAt: new Date(now + 60 * DAY),
      ...extra,
      locations: extra.where,
    });
  return [
    p('T-1', 'Senior Kubernetes Engineer', {
      where: [place.berlin],
      seniority: 'senior',
      skills: ['Kubernetes', 'Go', 'Terraform'],
      postedAt: new Date(now - 2 * DAY),
    }),
    p('T-2', 'Platform Engineer', {
      where: [place.potsdam],
      skills: ['Kubernetes', 'Docker'],
      descriptionHtml: '<h3>About the role</h3><p>You will run our Kubernetes clusters.</p>',
      workPlace: 'hybrid',
    }),
    p('T-3', 'Data Analyst', {
      where: [place.london],
      department: 'Data',
      skills: ['SQL', 'Tableau'],
      descriptionHtml: '<p>Some Kubernetes knowledge is a plus.</p>',
      payCurrency: 'GBP',
      postedAt: new Date(now - 20 * DAY),
    }),
    p('T-4', 'Accountant', {
      where: [place.austin],
      department: 'Finance',
      employmentType: 'contract',
      skills: ['Excel, advanced', 'IFRS'],
      workPlace: 'remote',
      payCurrency: 'USD',
      postedAt: new Date(now - 40 * DAY),
    }),
    p('T-5', 'Frontend Developer', {
      where: [place.munich, place.berlin],
      skills: ['TypeScript', 'React'],
      seniority: 'entry',
      postedAt: new Date(now - 12 * 3_600_000),
    }),
  ];
}
