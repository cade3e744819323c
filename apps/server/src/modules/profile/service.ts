import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  type ParsedResume,
  type Profile,
  type ProfileCompletion,
  type ProfileListSection,
  parsedResumeSchema,
  profileListSections,
  type ResumeEntry,
} from '@opencareers/contracts/profile';
import type { BootUser } from '@opencareers/contracts/user';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UserRow } from '../auth/repository.ts';
import { findUserById, toBootUser } from '../auth/service.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import { applyEdit, type EditBody, invalidEdit } from './apply-edit.ts';
import { profileCompletion } from './completion.ts';
import { appendNew, normaliseSkill } from './items.ts';
import { phoneMessage, toE164 } from './phone.ts';
import { emptyProfileRow, toProfile, toResumeEntry } from './present.ts';
import { refreshReadModel } from './read-model.ts';
import { type CandidateProfileRow, profileStore } from './repository.ts';
import { resolvePlace } from './resolve-place.ts';
import { decodeDataUrl } from './resume-parser/data-url.ts';
import { readAvatar, resumeContentType } from './uploads.ts';

/*
 * The candidate profile's service API (issue 12). Other modules (résumé upload, account,
 * personalization) use only these functions. Every change runs in one transaction that also
 * refreshes the match read model (`profiles`), so scores follow the edit at once.
 */

export type { ProfileCompletion };
export { profileCompletion };

async function userOf(db: Db, tenantId: string, userId: string): Promise<UserRow> {
  const user = await findUserById(db, tenantId, userId);
  if (!user) throw new HttpError(404, errorCodes.notFound, 'This account no longer exists.');
  return user;
}

/** The stored profile, or an empty one built from the user row when none is stored yet. */
export async function loadProfile(db: Db, tenantId: string, userId: string): Promise<Profile> {
  const row =
    (await profileStore.find(db, tenantId, userId)) ?? emptyProfileRow(await userOf(db, tenantId, userId));
  return toProfile(row, await profileStore.resumes(db, tenantId, userId));
}

/**
 * Runs `change` on the locked profile row (created from the account on first use) inside one
 * transaction, saves what it returns and refreshes the read model. Throwing leaves nothing
 * changed.
 */
async function changeProfile(
  db: Db,
  tenantId: string,
  userId: string,
  change: (row: CandidateProfileRow, tx: Db) => Promise<CandidateProfileRow>,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    let row = await profileStore.find(tx, tenantId, userId, true);
    if (!row) {
      const { createdAt: _c, updatedAt: _u, ...fresh } = emptyProfileRow(await userOf(tx, tenantId, userId));
      await profileStore.insertIfMissing(tx, fresh);
      row = await profileStore.find(tx, tenantId, userId, true);
      if (!row) throw new Error('profile row not created');
    }
    const next = await change(row, tx);
    await profileStore.save(tx, next);
    await refreshReadModel(tx, next, new Date());
  });
  return loadProfile(db, tenantId, userId);
}

/**
 * What the candidate accepted from a parsed résumé, merged in one transaction: empty contact
 * fields, headline and summary are filled (the location resolved by the gazetteer); list items
 * not already present (case- and space-insensitive) are appended; nothing is overwritten.
 */
export async function mergeParsedResume(
  db: Db,
  tenantId: string,
  userId: string,
  accepted: ParsedResume,
): Promise<Profile> {
  const parsed = parsedResumeSchema.safeParse(accepted);
  if (!parsed.success)
    throw invalidEdit({ resume: parsed.error.issues[0]?.message ?? 'Invalid résumé data' });
  const input = parsed.data;
  return changeProfile(db, tenantId, userId, async (row) => {
    const fill = (current: string, proposed: string | undefined) =>
      current.trim() ? current : (proposed?.trim() ?? current);
    const next: CandidateProfileRow = {
      ...row,
      firstname: fill(row.firstname, input.contact.firstname),
      lastname: fill(row.lastname, input.contact.lastname),
      email: fill(row.email, input.contact.email?.toLowerCase()),
      phone: fill(row.phone, input.contact.phone),
      location: fill(row.location, input.contact.location),
      headline: fill(row.headline, input.headline),
      summary: fill(row.summary, input.summary),
    };
    if (next.location !== row.location) next.place = resolvePlace(next.location);
    if (next.phone !== row.phone) {
      const phone = toE164(next.phone, next.place?.countryCode);
      if (phone === null) throw invalidEdit({ 'contact.phone': phoneMessage });
      next.phone = phone;
    }
    const merge = <S extends ProfileListSection>(section: S) =>
      appendNew(section, row[section] as never, input[section] as never, profileListSections[section].max);
    next.experience = merge('experience');
    next.education = merge('education');
    next.skills = appendNew(
      'skills',
      row.skills,
      input.skills.map(normaliseSkill),
      profileListSections.skills.max,
    );
    next.languages = merge('languages');
    next.links = merge('links');
    return next;
  });
}

/**
 * Stores a résumé file (its type read from its bytes) for the candidate; the first one becomes
 * the primary résumé. Refuses empty, oversized and non-résumé files with a 400.
 */
export async function addResume(
  db: Db,
  tenantId: string,
  userId: string,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
): Promise<ResumeEntry> {
  const contentType = await resumeContentType(file.bytes);
  await userOf(db, tenantId, userId);
  const fileName = file.fileName.trim().slice(0, 200) || 'resume';
  const resumeId = await db.transaction(async (tx) => {
    const stored = await storage.put(tx, tenantId, {
      content: file.bytes,
      contentType,
      filename: fileName,
      prefix: 'resumes',
    });
    const fileId = await profileStore.fileIdByKey(tx, tenantId, stored.key);
    if (!fileId) throw new Error('stored résumé vanished');
    const isPrimary = !(await profileStore.hasResume(tx, tenantId, userId));
    return (await profileStore.insertResume(tx, { tenantId, userId, fileId, isPrimary })).id;
  });
  const row = (await profileStore.resumes(db, tenantId, userId)).find((r) => r.id === resumeId);
  if (!row) throw new Error('stored résumé vanished');
  return toResumeEntry(row);
}

/** One profile_edit (spec §7). Avatar and résumés go through the file storage in the same transaction. */
export async function editProfile(
  db: Db,
  tenantId: string,
  userId: string,
  body: EditBody,
): Promise<Profile> {
  if (body.op_section === 'avatar') return editAvatar(db, tenantId, userId, body);
  if (body.op_section === 'resumes') return editResumes(db, tenantId, userId, body);
  return changeProfile(db, tenantId, userId, async (row) => applyEdit(row, body));
}

async function editAvatar(db: Db, tenantId: string, userId: string, body: EditBody): Promise<Profile> {
  if (body.operation !== 'update' && body.operation !== 'delete') {
    throw invalidEdit({ operation: 'The avatar takes update or delete' });
  }
  const image = body.operation === 'update' ? await readAvatar(body.op_data.value) : null;
  return changeProfile(db, tenantId, userId, async (row, tx) => {
    if (row.avatarKey) await profileStore.deleteFileByKey(tx, tenantId, row.avatarKey);
    if (!image) return { ...row, avatarKey: null };
    const stored = await storage.put(tx, tenantId, {
      content: image.bytes,
      contentType: image.contentType,
      filename: `avatar.${image.contentType.split('/')[1]}`,
      prefix: 'avatars',
    });
    return { ...row, avatarKey: stored.key };
  });
}

async function editResumes(db: Db, tenantId: string, userId: string, body: EditBody): Promise<Profile> {
  return changeProfile(db, tenantId, userId, async (row, tx) => {
    const resumes = await profileStore.resumes(tx, tenantId, userId);
    const index = body.op_data.index;
    if (index === undefined || index >= resumes.length) {
      throw invalidEdit({
        'op_data.index': index === undefined ? 'Give the index of the résumé' : `No résumé at index ${index}`,
      });
    }
    const target = resumes[index]!;
    if (body.operation === 'delete') {
      await profileStore.deleteResume(tx, tenantId, target.fileId);
      // The newest remaining résumé takes over as primary, so there is always one.
      const next = resumes.filter((r) => r.id !== target.id);
      if (target.isPrimary && next.length) {
        const newest = [...next].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
        await profileStore.setPrimary(tx, tenantId, userId, newest.id);
      }
      return row;
    }
    if (body.operation === 'update') {
      const v = body.op_data.value;
      if (!v || typeof v !== 'object' || (v as { isPrimary?: unknown }).isPrimary !== true) {
        throw invalidEdit({
          'op_data.value': 'Send {"isPrimary": true} to make this résumé the primary one',
        });
      }
      await profileStore.setPrimary(tx, tenantId, userId, target.id);
      return row;
    }
    throw invalidEdit({ operation: 'Résumés take update or delete' });
  });
}

/** A résumé file of this candidate, or undefined (another candidate's résumé is "not found"). */
export async function resumeFile(db: Db, tenantId: string, userId: string, resumeId: string) {
  const row = (await profileStore.resumes(db, tenantId, userId)).find((r) => r.id === resumeId);
  return row ? storage.get(db, tenantId, row.fileKey) : undefined;
}

/** This candidate's avatar image by the id in its path, or undefined. */
export async function avatarFile(db: Db, tenantId: string, userId: string, avatarId: string) {
  const row = await profileStore.find(db, tenantId, userId);
  if (!row?.avatarKey || row.avatarKey !== `avatars/${avatarId}`) return undefined;
  return storage.get(db, tenantId, row.avatarKey);
}

/** What the boot user data needs: hasResume, avatar and profileCompletionData (spec §3). */
export async function bootProfileData(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<{ hasResume: boolean; avatar: string | null; profileCompletionData: ProfileCompletion }> {
  const profile = await loadProfile(db, tenantId, userId);
  return {
    hasResume: profile.resumes.length > 0,
    avatar: profile.avatar,
    profileCompletionData: profileCompletion(profile),
  };
}

/** The boot user data of a request (logged in or not), completed with the profile's parts. */
export async function bootUserOf(db: Db, user: UserRow | undefined, tenantId: string): Promise<BootUser> {
  return toBootUser(user, tenantId, user ? await bootProfileData(db, tenantId, user.id) : undefined);
}

/**
 * Checks an uploaded résumé from a data URL as the profile's own upload does (size, type read
 * from the bytes, no active content in a PDF) and answers its bytes and real type. For other
 * modules that keep a résumé of their own (the talent network's guests).
 */
export async function checkResumeUpload(
  dataUrl: string,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const { bytes } = decodeDataUrl(dataUrl);
  return { bytes, contentType: await resumeContentType(bytes) };
}

/** The candidate's current (primary) résumé file, or undefined when they have none. */
export async function primaryResumeFile(db: Db, tenantId: string, userId: string) {
  const rows = await profileStore.resumes(db, tenantId, userId);
  const row = rows.find((r) => r.isPrimary) ?? rows[0];
  return row ? storage.get(db, tenantId, row.fileKey) : undefined;
}

/** What a candidate shares of their profile with the company (the talent network's view). */
export async function profileSummary(db: Db, tenantId: string, userId: string) {
  const row = await profileStore.find(db, tenantId, userId);
  const user = row ? undefined : await findUserById(db, tenantId, userId);
  if (!row && !user) return undefined;
  const p = toProfile(row ?? emptyProfileRow(user!), []);
  const places = [p.place?.label ?? '', ...p.preferences.desiredLocations].filter(Boolean);
  return {
    name: `${p.contact.firstname} ${p.contact.lastname}`.trim(),
    headline: p.headline,
    skills: p.skills.map((s) => s.name),
    experience: p.experience.map((e) => ({
      title: e.title,
      company: e.company,
      start: e.startMonth,
      end: e.endMonth,
      current: e.current,
    })),
    education: p.education.map((e) => ({
      school: e.school,
      degree: e.degree,
      field: e.field,
      start: e.startMonth,
      end: e.endMonth,
    })),
    locations: [...new Set(places)],
  };
}
