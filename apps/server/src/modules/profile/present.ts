import { apiPath } from '@opencareers/contracts/api-path';
import { type Profile, preferencesSchema, type ResumeEntry } from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import type { UserRow } from '../auth/repository.ts';
import type { CandidateProfileRow, ResumeRow } from './repository.ts';
import { resolvePlace } from './resolve-place.ts';

/** The avatar's download path; the key's last part is a random id, so it tells nothing. */
export const avatarPath = (key: string) => apiPath(profilePaths.avatar, { id: key.split('/').pop() ?? '' });
export const resumePath = (id: string) => apiPath(profilePaths.resumeFile, { id });

export const toResumeEntry = (r: ResumeRow): ResumeEntry => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.size,
  uploadedAt: r.createdAt.toISOString(),
  isPrimary: r.isPrimary,
  url: resumePath(r.id),
});

/** A profile not stored yet starts from the account: name, login email and location. */
export function emptyProfileRow(user: UserRow): CandidateProfileRow {
  const now = new Date();
  return {
    userId: user.id,
    tenantId: user.tenantId,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: '',
    location: user.location,
    place: resolvePlace(user.location),
    headline: '',
    summary: '',
    experience: [],
    education: [],
    skills: [],
    languages: [],
    links: [],
    preferences: preferencesSchema.parse({}),
    avatarKey: null,
    createdAt: now,
    updatedAt: now,
  };
}

export function toProfile(row: CandidateProfileRow, resumes: readonly ResumeRow[]): Profile {
  return {
    encId: row.userId,
    contact: {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      phone: row.phone,
      location: row.location,
    },
    place: row.place ?? null,
    headline: row.headline,
    summary: row.summary,
    experience: row.experience,
    education: row.education,
    skills: row.skills,
    languages: row.languages,
    links: row.links,
    preferences: row.preferences,
    avatar: row.avatarKey ? avatarPath(row.avatarKey) : null,
    resumes: resumes.map(toResumeEntry),
    updatedAt: row.updatedAt.toISOString(),
  };
}
