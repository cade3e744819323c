import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { saveMatchProfile } from '../match/service.ts';
import { experienceYears } from './experience-years.ts';
import type { CandidateProfileRow } from './repository.ts';

/** The title match scoring compares with a position's: the headline, else the current role. */
export function matchTitle(row: Pick<CandidateProfileRow, 'headline' | 'experience'>): string {
  if (row.headline.trim()) return row.headline.trim();
  const current = row.experience.find((e) => e.current) ?? row.experience[0];
  return current?.title ?? '';
}

/**
 * Projects the profile into `profiles` (what match scoring and search read) and the account's
 * name and location (what the shell shows), inside the caller's transaction, so a score
 * changes together with the edit that causes it.
 */
export async function refreshReadModel(db: Db, row: CandidateProfileRow, now: Date): Promise<void> {
  await saveMatchProfile(db, {
    userId: row.userId,
    tenantId: row.tenantId,
    title: matchTitle(row),
    skills: [...new Set(row.skills.map((s) => s.name))],
    experienceYears: experienceYears(row.experience, now),
    location: row.location,
    countryCode: row.place?.countryCode ?? null,
    lat: row.place?.lat ?? null,
    lng: row.place?.lng ?? null,
    workPlaces: row.preferences.workPlaces,
  });
  await db
    .update(users)
    .set({ firstname: row.firstname, lastname: row.lastname, location: row.location })
    .where(and(eq(users.tenantId, row.tenantId), eq(users.id, row.userId)));
}
