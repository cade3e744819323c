import { domainQuerySchema } from '@opencareers/contracts/boot';
import { maxResumeDataUrlChars } from '@opencareers/contracts/resume';
import {
  joinTalentNetworkBodySchema,
  joinTalentNetworkResponseSchema,
  talentNetworkInterestsBodySchema,
  talentNetworkInterestsResponseSchema,
  talentNetworkLinkSchema,
  talentNetworkStatusResponseSchema,
} from '@opencareers/contracts/talent-network';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedSecret } from '../../lib/app-secret.ts';
import type { MemberRow } from './repository.ts';
import {
  changeInterests,
  confirmMembership,
  joinTalentNetwork,
  memberByManageLink,
  unsubscribeMembership,
  withdrawSharing,
} from './service.ts';
import { resumeSharing } from './shared-resume.ts';
import { linkSecretName } from './tokens.ts';

const tags = ['talent-network'];

/** Join without applying, confirm by the emailed link, leave with one click (issue 20 item 5). */
export const talentNetworkRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  const secret = await sharedSecret(app.db, linkSecretName);
  const rateLimit = { max: opts.rateLimitMax, timeWindow: 60_000 };
  // A mail client's one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form
  // (RFC 8058); its content is not needed, only accepted.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  app.post(
    talentNetworkPaths.join,
    {
      config: { rateLimit },
      // Room for a résumé (a data URL of the largest allowed file) and the interests; no more.
      bodyLimit: maxResumeDataUrlChars + 16 * 1024,
      schema: {
        tags,
        summary: 'Join the talent network: interests and an address; a confirmation link is emailed (202)',
        querystring: domainQuerySchema,
        body: joinTalentNetworkBodySchema,
        response: { 202: joinTalentNetworkResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await joinTalentNetwork(
        app.db,
        app.notifier,
        {
          tenant: request.tenant,
          origin: request.siteOrigin(),
          secret,
          user: user ?? null,
          sharing: resumeSharing(app.db, request.tenant.id),
        },
        request.body,
      );
      return reply.status(202).send({ data: { status: 'check_email' as const } });
    },
  );

  app.post(
    talentNetworkPaths.confirm,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Confirm a membership with the emailed link's member and token",
        querystring: domainQuerySchema,
        body: talentNetworkLinkSchema,
        response: { 200: talentNetworkStatusResponseSchema },
      },
    },
    async (request) => {
      await confirmMembership(app.db, secret, request.tenant.id, request.body);
      return { data: { status: 'confirmed' as const } };
    },
  );

  const interestsOf = (m: MemberRow) => ({
    data: {
      email: m.email,
      status: m.status,
      departments: m.departments,
      keywords: m.keywords,
      location: m.location,
      sharing: { resume_name: m.resumeName, profile: m.profileShared },
    },
  });
  const linkQuery = domainQuerySchema.extend(talentNetworkLinkSchema.shape);

  app.get(
    talentNetworkPaths.interests,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'A member\'s interests, for the page the alerts\' "change what you hear about" link opens',
        querystring: linkQuery,
        response: { 200: talentNetworkInterestsResponseSchema },
      },
    },
    async (request) =>
      interestsOf(await memberByManageLink(app.db, secret, request.tenant.id, request.query)),
  );

  app.put(
    talentNetworkPaths.interests,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Change a confirmed member's interests (the signed link in every alert authorises it)",
        querystring: linkQuery,
        body: talentNetworkInterestsBodySchema,
        response: { 200: talentNetworkInterestsResponseSchema },
      },
    },
    async (request) =>
      interestsOf(await changeInterests(app.db, secret, request.tenant.id, request.query, request.body)),
  );

  app.delete(
    talentNetworkPaths.sharing,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Withdraw the résumé and profile a member shared (the signed link in every alert authorises it)',
        querystring: linkQuery,
        response: { 200: talentNetworkInterestsResponseSchema },
      },
    },
    async (request) => interestsOf(await withdrawSharing(app.db, secret, request.tenant.id, request.query)),
  );

  app.post(
    talentNetworkPaths.unsubscribe,
    {
      // The mail client posts from outside the site (List-Unsubscribe-Post): no CSRF token;
      // the signed token in the address is what authorises it.
      config: { rateLimit, skipCsrf: true },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): the link in every alert and its List-Unsubscribe header',
        querystring: domainQuerySchema.extend(talentNetworkLinkSchema.shape),
        response: { 200: talentNetworkStatusResponseSchema },
      },
    },
    async (request) => {
      await unsubscribeMembership(app.db, secret, request.tenant.id, request.query);
      return { data: { status: 'unsubscribed' as const } };
    },
  );
};
