import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { CandidateProfile } from './score.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export const profileRepository = {
  find: async (db: Db, tenantId: string, userId: string): Promise<ProfileRow | undefined> =>
    (
      await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    )[0],

  upsert: async (db: Db, values: Omit<typeof profiles.$inferInsert, 'updatedAt'>): Promise<void> => {
    const { userId: _u, tenantId: _t, ...rest } = values;
    await db
      .insert(profiles)
      .values(values)
      .onConflictDoUpdate({ target: profiles.userId, set: { ...rest, updatedAt: new Date() } });
  },
};

/** What scoring needs; null when there is too little to score (no title and no skills). */
export function candidateProfileOf(row: ProfileRow | undefined): CandidateProfile | null {
  if (!row || (!row.title.trim() && !row.skills.length)) return null;
  return {
    title: row.title,
    skills: row.skills,
    experienceYears: row.experienceYears,
    countryCode: row.countryCode,
    lat: row.lat,
    lng: row.lng,
    workPlaces: row.workPlaces,
  };
}
