import {
  type Profile,
  type ProfileCompletion,
  type ProfileEditBody,
  profileAnalysisResponseSchema,
  profileResponseSchema,
  skillSuggestionsResponseSchema,
} from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { bootQueryKey } from '../../../lib/boot/boot-query.ts';
import { invalidatePersonalizedQueries } from '../../../lib/personalization/personalized-queries.ts';
import { applyLocalEdit } from '../logic/apply-local-edit.ts';

/** One user's profile: a different login must not see the last one's. */
export const profileKeys = {
  all: ['profile'] as const,
  of: (userId: string | undefined) => [...profileKeys.all, userId] as const,
};
export const profileKey = profileKeys.of;
const analysisKey = (userId: string | undefined) => ['profile-analysis', userId] as const;

export const getProfile = async (signal?: AbortSignal): Promise<Profile> =>
  (await apiRequest(profilePaths.details, { schema: profileResponseSchema, signal })).data.profile;

export const getProfileAnalysis = async (signal?: AbortSignal): Promise<ProfileCompletion> =>
  (await apiRequest(profilePaths.analysis, { schema: profileAnalysisResponseSchema, signal })).data;

export const editProfile = async (body: ProfileEditBody): Promise<Profile> =>
  (await apiRequest(profilePaths.edit, { method: 'POST', json: body, schema: profileResponseSchema })).data
    .profile;

export const profileQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: profileKey(userId), queryFn: ({ signal }) => getProfile(signal) });

/** Taxonomy skills for what the candidate is typing in the skills editor. */
export const useSkillSuggestions = (text: string) => {
  const q = text.trim();
  return useQuery({
    queryKey: ['skill-suggestions', q.toLowerCase()],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(profilePaths.skillSuggestions, {
          query: { q },
          schema: skillSuggestionsResponseSchema,
          signal,
        })
      ).data.skills,
    enabled: q.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
};

export const useProfile = (userId: string | undefined) => useQuery(profileQuery(userId));

export const useProfileAnalysis = (userId: string | undefined) =>
  useQuery({ queryKey: analysisKey(userId), queryFn: ({ signal }) => getProfileAnalysis(signal) });

/**
 * One profile_edit. The edit shows at once (optimistic); when the server refuses it the old
 * profile comes back (spec §8). Completion and the boot data (hasResume, completion, avatar,
 * name) are read again after every change.
 */
export function useEditProfile(userId: string | undefined) {
  const client = useQueryClient();
  const key = profileKey(userId);
  return useMutation({
    mutationFn: editProfile,
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Profile>(key);
      if (previous) client.setQueryData(key, applyLocalEdit(previous, body));
      return { previous };
    },
    onError: (_err, _body, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (profile) => client.setQueryData(key, profile),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: analysisKey(userId) });
      void client.invalidateQueries({ queryKey: bootQueryKey });
      // Match badges, the Best match order, recommendations and the apply prefill follow at once.
      void invalidatePersonalizedQueries(client);
    },
    meta: { handlesErrors: true },
  });
}
