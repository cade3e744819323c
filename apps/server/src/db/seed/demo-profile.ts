import { and, eq } from 'drizzle-orm';
import { profileRepository } from '../../modules/match/profile-repository.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/** The demo candidate's profile, so match details show something real right away. */
export async function seedDemoProfile(db: Db, tenantId: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!user) return;
  await profileRepository.upsert(db, {
    userId: user.id,
    tenantId,
    title: 'Software Engineer',
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
    ],
    experienceYears: 5,
    location: 'Berlin, Germany',
    countryCode: 'DE',
    lat: 52.52437,
    lng: 13.41053,
    workPlaces: [],
  });
}
