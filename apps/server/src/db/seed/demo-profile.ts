import type { ProfileEditBody } from '@opencareers/contracts/profile';
import { and, eq } from 'drizzle-orm';
import { editProfile, mergeParsedResume } from '../../modules/profile/service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * The demo candidate's full profile, written through the profile service like a real
 * candidate's edits, so the match read model (title, skills, experience years, place) is
 * derived exactly as it is for everyone: match details show something real right away.
 */
export async function seedDemoProfile(db: Db, tenantId: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!user) return;
  await mergeParsedResume(db, tenantId, user.id, {
    contact: { phone: '+49 30 901820', location: 'Berlin, Germany' },
    headline: 'Software Engineer',
    summary:
      'Full-stack engineer who likes small teams and clear code. Five years of building web products with TypeScript, React and Node.js, from the database schema to the last pixel.',
    experience: [
      {
        title: 'Software Engineer',
        company: 'Lumen Analytics',
        location: 'Berlin, Germany',
        startMonth: '2022-03',
        endMonth: null,
        current: true,
        description:
          'Build the customer dashboard (React, TypeScript) and its GraphQL API on Node.js and PostgreSQL; moved the deployment to Docker on AWS.',
      },
      {
        title: 'Junior Web Developer',
        company: 'Kleinwerk Digital',
        location: 'Hamburg, Germany',
        startMonth: '2019-09',
        endMonth: '2022-02',
        current: false,
        description:
          'Shipped client websites and a booking app; introduced Jest tests and code review in Git.',
      },
    ],
    education: [
      {
        school: 'Technische Universität Berlin',
        degree: 'BSc',
        field: 'Computer Science',
        startMonth: '2015-10',
        endMonth: '2019-07',
      },
    ],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Docker',
      'AWS',
      'GraphQL',
      'Jest',
      'CSS',
      'Git',
    ].map((name) => ({ name, taxonomyId: null })),
    languages: [
      { name: 'German', level: 'native' },
      { name: 'English', level: 'fluent' },
    ],
    links: [{ label: 'GitHub', url: 'https://github.com/example' }],
  });
  const preferences: ProfileEditBody & { op_data: object } = {
    op_section: 'preferences',
    operation: 'update',
    op_data: {
      value: {
        // Empty means any work place: the demo candidate is open to every position.
        workPlaces: [],
        employmentTypes: ['full_time'],
        desiredLocations: ['Berlin, Germany'],
        relocation: false,
        payExpectation: null,
      },
    },
  };
  await editProfile(db, tenantId, user.id, preferences);
}
