import { okResponseSchema } from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  acceptInviteBodySchema,
  changeRoleBodySchema,
  createInviteBodySchema,
  inviteLookupBodySchema,
  inviteLookupResponseSchema,
  inviteResponseSchema,
  memberResponseSchema,
  teamIdParamsSchema,
  teamPaths,
  teamResponseSchema,
} from '@opencareers/contracts/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSession } from '../auth/start-session.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import {
  acceptInvite,
  inviteMember,
  listTeam,
  lookupInvite,
  presentMember,
  resendInvite,
  revokeInvite,
  setMemberRole,
} from './service.ts';

export interface TeamRoutesOptions {
  publicOrigin?: string;
  rateLimitMax: number;
}

/**
 * Team and roles (issue 15 item 6; docs/admin.md "Team and roles"). The /api/admin routes are
 * admins' only (the perimeter's default); the invitation routes are public: the token is the key.
 */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, opts) => {
  const tags = ['team'];
  const rateLimit = { max: opts.rateLimitMax, timeWindow: 60_000 };

  const inviteContext = async (request: Parameters<typeof startSession>[0]) => ({
    db: app.db,
    notifier: app.notifier,
    tenant: request.tenant,
    origin: canonicalOrigin(request.tenant, opts.publicOrigin),
    inviter: await request.requireUser(),
  });

  app.get(
    teamPaths.team,
    {
      schema: {
        tags,
        summary: 'The team: staff members with their role, and pending invitations',
        querystring: domainQuerySchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      return { data: await listTeam(app.db, request.tenant.id, me.id) };
    },
  );

  app.post(
    teamPaths.invites,
    {
      schema: {
        tags,
        summary: 'Invite someone by email as admin, recruiter or theme builder (a single-use link, 7 days)',
        querystring: domainQuerySchema,
        body: createInviteBodySchema,
        response: { 201: inviteResponseSchema },
      },
    },
    async (request, reply) => {
      const invite = await inviteMember(await inviteContext(request), request.body);
      return reply.status(201).send({ data: { invite } });
    },
  );

  app.post(
    teamPaths.resendInvite,
    {
      schema: {
        tags,
        summary: 'Send an invitation again with a new link and expiry; the old link stops working',
        querystring: domainQuerySchema,
        params: teamIdParamsSchema,
        response: { 200: inviteResponseSchema },
      },
    },
    async (request) => {
      const invite = await resendInvite(await inviteContext(request), request.params.id);
      return { data: { invite } };
    },
  );

  app.delete(
    teamPaths.invite,
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        querystring: domainQuerySchema,
        params: teamIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await revokeInvite(app.db, request.tenant.id, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    teamPaths.memberRole,
    {
      schema: {
        tags,
        summary: "Change a member's role (their sessions end); the last admin cannot be demoted (409)",
        querystring: domainQuerySchema,
        params: teamIdParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const member = await setMemberRole(app.db, request.tenant.id, request.params.id, request.body.role);
      return { data: { member: presentMember(member, me.id) } };
    },
  );

  app.delete(
    teamPaths.member,
    {
      schema: {
        tags,
        summary:
          'Remove a member from the team (their account becomes a candidate account; sessions end); not the last admin (409)',
        querystring: domainQuerySchema,
        params: teamIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await setMemberRole(app.db, request.tenant.id, request.params.id, null);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    teamPaths.lookupInvite,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'What an invitation link is for (email, role, whether an account exists); 400 when not usable',
        querystring: domainQuerySchema,
        body: inviteLookupBodySchema,
        response: { 200: inviteLookupResponseSchema },
      },
    },
    async (request) => {
      const visitor = await request.currentUser();
      return { data: await lookupInvite(app.db, request.tenant, request.body.token, visitor) };
    },
  );

  app.post(
    teamPaths.acceptInvite,
    {
      config: { rateLimit, termsExempt: true },
      schema: {
        tags,
        summary: 'Accept an invitation: logged in as the invited account, or with a name and a new password',
        querystring: domainQuerySchema,
        body: acceptInviteBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const visitor = await request.currentUser();
      const user = await acceptInvite(app.db, request.tenant, request.body, visitor);
      // Logged in as the member, with a fresh session id (the role just changed).
      await startSession(request, user);
      return { data: { ok: true as const } };
    },
  );
};
