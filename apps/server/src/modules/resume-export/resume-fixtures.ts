import type { Profile } from '@opencareers/contracts/profile';

/** Profiles for the export tests and for looking at the templates (docs/account.md). */

const base: Profile = {
  encId: '00000000-0000-4000-8000-000000000001',
  contact: {
    firstname: 'Zofia',
    lastname: 'Wójcik-Łukasiewicz',
    email: 'zofia.wojcik@example.pl',
    phone: '+48 601 234 567',
    location: 'Kraków',
  },
  place: {
    label: 'Kraków, Lesser Poland, PL',
    city: 'Kraków',
    region: 'Lesser Poland',
    countryCode: 'PL',
    lat: 50.06,
    lng: 19.94,
  },
  headline: 'Senior backend engineer · payments and distributed systems',
  summary:
    'Backend engineer with nine years in payments. I design services that stay correct under load and explain them so others can run them.\n\nLooking for a team that ships carefully and often.',
  experience: [
    {
      title: 'Senior Software Engineer',
      company: 'Przelewy Szybkie sp. z o.o.',
      location: 'Kraków',
      startMonth: '2021-03',
      endMonth: null,
      current: true,
      description:
        '- Led the move of card settlement to an event-sourced ledger; reconciliation errors fell from 40 a week to none.\n- Mentored four engineers; two now lead teams.\n- Wrote the on-call guide the whole department uses.',
    },
    {
      title: 'Software Engineer',
      company: 'Αθηναϊκή Τράπεζα Πληρωμών',
      location: 'Αθήνα',
      startMonth: '2017-09',
      endMonth: '2021-02',
      current: false,
      description:
        'Built the fraud-scoring service (Kotlin, Kafka) that screens every card payment in under 20 ms at the 99th percentile.',
    },
    {
      title: 'Junior Developer',
      company: 'ООО «Северный Код»',
      location: 'Санкт-Петербург',
      startMonth: '2015-07',
      endMonth: '2017-08',
      current: false,
      description:
        'Разработка внутренних сервисов учёта. Internal accounting services in Java and PostgreSQL.',
    },
  ],
  education: [
    {
      school: 'Akademia Górniczo-Hutnicza w Krakowie',
      degree: 'MSc',
      field: 'Computer Science',
      startMonth: '2010-10',
      endMonth: '2015-06',
    },
  ],
  skills: [
    'Kotlin',
    'Java',
    'PostgreSQL',
    'Kafka',
    'Distributed systems',
    'Event sourcing',
    'Payments',
    'Mentoring',
  ].map((name) => ({ name, taxonomyId: null })),
  languages: [
    { name: 'Polski', level: 'native' },
    { name: 'English', level: 'fluent' },
    { name: 'Ελληνικά', level: 'professional' },
    { name: 'Русский', level: 'conversational' },
  ],
  links: [
    { label: 'GitHub', url: 'https://github.com/zofia-wojcik' },
    {
      label: 'Blog',
      url: 'https://zofia.example.pl/notes/on-ledgers-and-idempotency-keys-in-payment-systems',
    },
  ],
  preferences: {
    workPlaces: [],
    employmentTypes: [],
    desiredLocations: [],
    relocation: false,
    payExpectation: null,
  },
  avatar: null,
  resumes: [],
  updatedAt: '2026-11-23T00:00:00.000Z',
};

export const internationalProfile = (): Profile => structuredClone(base);

/** Twenty-two jobs with long descriptions: several pages. */
export function longCareerProfile(): Profile {
  const p = structuredClone(base);
  p.experience = Array.from({ length: 22 }, (_, i) => {
    const start = 2024 - i;
    return {
      title:
        i % 3 === 0
          ? 'Principal Engineer, Platform Reliability and Developer Productivity'
          : `Engineer ${22 - i}`,
      company: `Company number ${i + 1}`,
      location: i % 2 ? 'Warszawa' : 'Remote',
      startMonth: `${start}-01`,
      endMonth: i === 0 ? null : `${start}-12`,
      current: i === 0,
      description:
        '- Ran the migration of forty services to a shared deployment pipeline without downtime, coordinating six teams over two quarters.\n- Cut build times from 25 to 6 minutes.\nA paragraph that explains the context of the role in a few sentences, so a reader understands what the team did and why it mattered to the company.',
    };
  });
  return p;
}

/** Only what sign-up gives: a name and an email. */
export function minimalProfile(): Profile {
  const p = structuredClone(base);
  p.contact = { firstname: 'Sam', lastname: 'Lee', email: 'sam@example.com', phone: '', location: '' };
  p.place = null;
  p.headline = '';
  p.summary = '';
  p.experience = [];
  p.education = [];
  p.skills = [];
  p.languages = [];
  p.links = [];
  return p;
}
