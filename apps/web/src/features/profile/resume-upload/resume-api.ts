import type { ParsedResume, Profile } from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import {
  type ParseResumeResult,
  parseResumeResponseSchema,
  resumeLimits,
  uploadResumeResponseSchema,
} from '@opencareers/contracts/resume';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { bootQueryKey } from '../../../lib/boot/boot-query.ts';
import {
  personalizedQueryRoots,
  resumeDependentQueryRoots,
} from '../../../lib/personalization/personalized-queries.ts';
import { profileKeys } from '../api/profile.ts';

/** The file as a data URL, as spec §7 sends it (resume_content). */
export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

async function resumeForm(file: File, accepted?: ParsedResume): Promise<FormData> {
  const form = new FormData();
  form.set('resume_file_name', file.name);
  form.set('resume_content', await readAsDataUrl(file));
  if (accepted) form.set('accepted', JSON.stringify(accepted));
  return form;
}

/** POST /api/pcsx/parse_resume: what the parser read; nothing is stored. */
export const parseResumeFile = async (file: File): Promise<ParseResumeResult> =>
  (
    await apiRequest(profilePaths.parseResume, {
      method: 'POST',
      formData: await resumeForm(file),
      schema: parseResumeResponseSchema,
    })
  ).data;

/** POST /api/pcsx/upload_resume (spec §7), with the reviewed proposal; answers the candidate. */
export const uploadResumeFile = async (file: File, accepted: ParsedResume): Promise<Profile> =>
  (
    await apiRequest(profilePaths.uploadResume, {
      method: 'POST',
      formData: await resumeForm(file, accepted),
      schema: uploadResumeResponseSchema,
    })
  ).data.candidate;

/**
 * Spec §4 "confirmed": besides the upload and the profile update (done by the server in one
 * go), search results are refreshed, the selected position's details and match reloaded,
 * and the profile with its résumé list and the boot data (completion, hasResume) read again.
 */
export async function refreshAfterResumeUpload(client: QueryClient, candidate: Profile): Promise<void> {
  client.setQueriesData({ queryKey: profileKeys.all }, (old: unknown) =>
    old && typeof old === 'object' && 'encId' in old ? candidate : old,
  );
  await Promise.all(
    [
      profileKeys.all,
      bootQueryKey,
      [personalizedQueryRoots.search],
      [resumeDependentQueryRoots.mapMarkers],
      [resumeDependentQueryRoots.positionDetails],
      [personalizedQueryRoots.matchDetails],
      [resumeDependentQueryRoots.positionInsights],
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** The picker's accept list: the tenant's allowed types that the parser reads. */
export function acceptedTypes(allowed: readonly string[]): string[] {
  const readable = ['pdf', 'docx', 'txt'];
  const list = allowed.map((t) => t.toLowerCase().replace(/^\./, '')).filter((t) => readable.includes(t));
  return list.length ? list : readable;
}

export const maxResumeMb = Math.round(resumeLimits.maxBytes / (1024 * 1024));
