import type { CreateJobBody } from '@opencareers/contracts/admin-jobs';
import type { HttpAgent } from '../../test/http-agent.ts';

/** A valid new job; tests override what they check. */
export const jobBody = (overrides: Partial<CreateJobBody> = {}): CreateJobBody => ({
  title: 'Quantum Widget Engineer',
  department: 'Engineering',
  employmentType: 'full_time',
  seniority: 'senior',
  workPlace: 'hybrid',
  skills: ['TypeScript', 'PostgreSQL'],
  descriptionHtml: '<p>Build <strong>widgets</strong>.</p><ul><li>Ship</li></ul>',
  payMin: 90_000,
  payMax: 120_000,
  payCurrency: 'EUR',
  payPeriod: 'year',
  locations: [
    { city: 'Berlin', region: null, country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.405 },
  ],
  ...overrides,
});

export const put = (agent: HttpAgent, url: string, payload: unknown) =>
  agent.request({ method: 'PUT', url, payload: payload as object });
