import { apiPath } from '@opencareers/contracts/api-path';
import { okResponseSchema } from '@opencareers/contracts/auth';
import {
  type AdminTalentNetworkListQuery,
  adminTalentNetworkListResponseSchema,
  adminTalentNetworkProfileResponseSchema,
} from '@opencareers/contracts/talent-network';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-talent-network'] as const;

export type MemberFilter = Pick<AdminTalentNetworkListQuery, 'status' | 'page'>;

export const useAdminMembers = (filter: MemberFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest(talentNetworkPaths.adminList, {
        query: { page: String(filter.page), status: filter.status },
        schema: adminTalentNetworkListResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** Removes a member (admins only): their alerts end and their membership is deleted. */
export const useRemoveMember = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(apiPath(talentNetworkPaths.adminOne, { id }), { method: 'DELETE', schema: okResponseSchema }),
  );

/** The CSV of the members of this status (admins only), downloaded by the browser. */
export const membersCsvHref = (status: MemberFilter['status']) =>
  `${talentNetworkPaths.adminExport}?${new URLSearchParams({ status })}`;

/** A member's shared résumé (hiring team), downloaded by the browser as an attachment. */
export const memberResumeHref = (id: string) => apiPath(talentNetworkPaths.adminResume, { id });

/** A signed-in member's shared profile summary, read when the hiring team opens it. */
export const useMemberProfile = (id: string | null) =>
  useQuery({
    queryKey: [...key, 'profile', id],
    queryFn: ({ signal }) =>
      apiRequest(apiPath(talentNetworkPaths.adminProfile, { id: id ?? '' }), {
        schema: adminTalentNetworkProfileResponseSchema,
        signal,
      }),
    select: (r) => r.data,
    enabled: !!id,
  });
