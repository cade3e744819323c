import { domainQuerySchema } from '@opencareers/contracts/boot';
import { offerPaths } from '@opencareers/contracts/offers';
import { type SigningKeyStatus, signingKeyResponseSchema } from '@opencareers/contracts/offers-signing-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { rotateTenantSigningKey, signingKeyStatus } from './signing-key.ts';

const tags = ['admin offer letters'];
/** The key that seals every signed letter: admins only (docs/admin.md "Team and roles"). */
const roles = ['admin'] as const;
/** A new RSA key costs CPU; nobody needs to rotate more than a few times a minute. */
const rotateRateLimit = { max: 10, timeWindow: 60_000 };

async function statusBody(db: Db, tenantId: string): Promise<{ data: SigningKeyStatus }> {
  const s = await signingKeyStatus(db, tenantId);
  return {
    data: {
      current: s.current && {
        fingerprint: s.current.fingerprint,
        created_at: s.current.createdAt.toISOString(),
        expires_at: s.current.expiresAt.toISOString(),
      },
      retired_keys: s.retiredKeys,
      signed_with_older_keys: s.signedWithOlderKeys,
    },
  };
}

/** The tenant's document-signing key: what it is, and rotating it. */
export const signingKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    offerPaths.signingKey,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          "The current signing key's certificate fingerprint and dates, and letters signed with older keys",
        querystring: domainQuerySchema,
        response: { 200: signingKeyResponseSchema },
      },
    },
    async (request) => statusBody(app.db, request.tenant.id),
  );

  app.post(
    offerPaths.rotateSigningKey,
    {
      config: { roles, rateLimit: rotateRateLimit },
      schema: {
        tags,
        summary: 'Retires the current signing key and makes a new one; letters signed before stay valid',
        querystring: domainQuerySchema,
        response: { 200: signingKeyResponseSchema },
      },
    },
    async (request) => {
      await rotateTenantSigningKey(app.db, request.tenant.id);
      request.log.info({ tenantId: request.tenant.id }, 'signing key rotated');
      return statusBody(app.db, request.tenant.id);
    },
  );
};
