import { searchResponseSchema } from '@opencareers/contracts/search';
import { searchPaths } from '@opencareers/contracts/search-paths';
import {
  type JoinTalentNetworkBody,
  joinTalentNetworkResponseSchema,
  type TalentNetworkInterestsBody,
  talentNetworkInterestsResponseSchema,
  talentNetworkStatusResponseSchema,
} from '@opencareers/contracts/talent-network';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const useJoinTalentNetwork = () =>
  useMutation({
    mutationFn: (body: JoinTalentNetworkBody) =>
      apiRequest(talentNetworkPaths.join, {
        method: 'POST',
        // The page's language: a guest has no account to save one, and their confirmation
        // and alert emails are written in it.
        json: { ...body, locale: i18next.language },
        schema: joinTalentNetworkResponseSchema,
      }),
  });

export const useConfirmMembership = () =>
  useMutation({
    mutationFn: (link: { member: string; token: string }) =>
      apiRequest(talentNetworkPaths.confirm, {
        method: 'POST',
        json: link,
        schema: talentNetworkStatusResponseSchema,
      }),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (link: { member: string; token: string }) =>
      apiRequest(talentNetworkPaths.unsubscribe, {
        method: 'POST',
        query: link,
        schema: talentNetworkStatusResponseSchema,
      }),
  });

/** The site's departments, as the search page's department filter offers them. */
export const useDepartments = () =>
  useQuery({
    queryKey: ['talent-network', 'departments'],
    // Its own call, not the search feature's: sharing that code would split it out of the
    // search page's first load into one more file (the size budget, docs/performance.md).
    queryFn: ({ signal }) =>
      apiRequest(searchPaths.search, { query: { num: 1 }, schema: searchResponseSchema, signal }),
    select: ({ data }) =>
      data.filterDef.allFilters
        .find((f) => f.filterName === 'department')
        ?.options.map((o) => ({ value: o.value, label: o.label })) ?? [],
    staleTime: 5 * 60_000,
  });

/** An emailed link's parts: the membership and its signed token. */
export type MemberLink = { member: string; token: string };

const interestsKey = (link: MemberLink) => ['talent-network', 'interests', link.member] as const;

/** A member's interests, read with the signed link from an alert. */
export const useMemberInterests = (link: MemberLink) =>
  useQuery({
    queryKey: interestsKey(link),
    queryFn: ({ signal }) =>
      apiRequest(talentNetworkPaths.interests, {
        query: link,
        schema: talentNetworkInterestsResponseSchema,
        signal,
      }),
    select: (r) => r.data,
    retry: false,
  });

export const useChangeInterests = (link: MemberLink) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TalentNetworkInterestsBody) =>
      apiRequest(talentNetworkPaths.interests, {
        method: 'PUT',
        query: link,
        json: body,
        schema: talentNetworkInterestsResponseSchema,
      }),
    onSuccess: (saved) => client.setQueryData(interestsKey(link), saved),
  });
};

/** The member withdraws the résumé and profile they shared; the company no longer sees them. */
export const useWithdrawSharing = (link: MemberLink) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(talentNetworkPaths.sharing, {
        method: 'DELETE',
        query: link,
        schema: talentNetworkInterestsResponseSchema,
      }),
    onSuccess: (saved) => client.setQueryData(interestsKey(link), saved),
  });
};
