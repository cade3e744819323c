import { okResponseSchema } from '@opencareers/contracts/auth';
import {
  type AcceptInviteBody,
  type CreateInviteBody,
  inviteLookupResponseSchema,
  inviteResponseSchema,
  memberResponseSchema,
  teamPaths,
  teamResponseSchema,
} from '@opencareers/contracts/team';
import type { StaffRole } from '@opencareers/contracts/user';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['team'] as const;
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /api/admin/team: members and pending invitations. */
export const useTeam = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest(teamPaths.team, { schema: teamResponseSchema }),
    select: (r) => r.data,
  });

export const useInvite = () =>
  useRefreshingMutation(key, (body: CreateInviteBody) =>
    apiRequest(teamPaths.invites, { method: 'POST', json: body, schema: inviteResponseSchema }),
  );

export const useResendInvite = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(withId(teamPaths.resendInvite, id), { method: 'POST', schema: inviteResponseSchema }),
  );

export const useRevokeInvite = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(withId(teamPaths.invite, id), { method: 'DELETE', schema: okResponseSchema }),
  );

export const useChangeRole = () =>
  useRefreshingMutation(key, ({ id, role }: { id: string; role: StaffRole }) =>
    apiRequest(withId(teamPaths.memberRole, id), {
      method: 'PUT',
      json: { role },
      schema: memberResponseSchema,
    }),
  );

export const useRemoveMember = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(withId(teamPaths.member, id), { method: 'DELETE', schema: okResponseSchema }),
  );

/** What an invitation link is for; an unusable link is an error with code INVALID_TOKEN. */
export const useInviteLookup = (token: string, enabled: boolean, visitorId: string | null) =>
  useQuery({
    // Asked again when the visitor logs in or out: whether they are the invitee changes.
    queryKey: ['team-invite', token, visitorId],
    queryFn: () =>
      apiRequest(teamPaths.lookupInvite, {
        method: 'POST',
        json: { token },
        schema: inviteLookupResponseSchema,
      }),
    select: (r) => r.data,
    enabled,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useAcceptInvite = () =>
  useMutation({
    mutationFn: (body: AcceptInviteBody) =>
      apiRequest(teamPaths.acceptInvite, { method: 'POST', json: body, schema: okResponseSchema }),
    meta: { handlesErrors: true },
  });
