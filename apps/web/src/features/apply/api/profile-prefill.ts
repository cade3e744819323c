import { profileResponseSchema } from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import type { UploadedFile } from '@opencareers/forms/core/values';
import { readUploadedFile } from '@opencareers/forms/react/fields/file-upload/read-file';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { withQuery } from '../../../lib/api/query-string.ts';
import { forwardedParamsFrom } from '../../../lib/api/request-context.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';
import { prefillFromProfile } from '../logic/prefill.ts';

export interface ApplyPrefill {
  values: Record<string, unknown>;
  /** The file name of the résumé attached from the profile, when one was. */
  resumeName: string | null;
}

/** The stored résumé's bytes, in the upload field's value shape, as if the candidate picked it. */
async function resumeUpload(
  url: string,
  name: string,
  type: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  // Same tenant parameters as every API call (the domain of a multi-tenant address).
  const res = await fetch(withQuery(url, forwardedParamsFrom(window.location.search)), {
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new Error(`résumé answered ${res.status}`);
  const blob = await res.blob();
  return readUploadedFile(new File([blob], name, { type: blob.type || type }));
}

/**
 * The application form's answers from the candidate's profile (docs/applications.md
 * "Prefilled from the profile"): contact fields and links from profile_details, and the
 * primary résumé fetched and attached like a picked file, so the submission stores its own
 * copy and the candidate can still remove or replace it. A profile that cannot be read, or
 * a résumé that cannot be fetched, just means less is prefilled.
 */
export async function loadApplyPrefill(
  definition: FormDefinition,
  signal?: AbortSignal,
): Promise<ApplyPrefill> {
  let profile: Awaited<ReturnType<typeof fetchProfile>>;
  try {
    profile = await fetchProfile(signal);
  } catch {
    return { values: {}, resumeName: null };
  }
  const { values, resume } = prefillFromProfile(definition, profile);
  if (!resume) return { values, resumeName: null };
  try {
    const file = await resumeUpload(
      resume.entry.url,
      resume.entry.fileName,
      resume.entry.contentType,
      signal,
    );
    return { values: { ...values, [resume.field]: [file] }, resumeName: resume.entry.fileName };
  } catch {
    return { values, resumeName: null };
  }
}

const fetchProfile = (signal?: AbortSignal) =>
  apiRequest(profilePaths.details, { schema: profileResponseSchema, signal }).then((r) => r.data.profile);

/** Loaded once per form version for a logged-in candidate; invalidated with every profile change. */
export const useApplyPrefill = (definition: FormDefinition | undefined, formKey: string, enabled: boolean) =>
  useQuery({
    queryKey: [personalizedQueryRoots.applyPrefill, formKey] as const,
    queryFn: ({ signal }) => loadApplyPrefill(definition!, signal),
    enabled: enabled && !!definition,
    retry: false,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
