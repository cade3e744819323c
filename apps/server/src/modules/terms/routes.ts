import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  acceptTermsBodySchema,
  type TermsOfService,
  termsOfServiceResponseSchema,
} from '@opencareers/contracts/terms-of-service';
import { termsPaths } from '@opencareers/contracts/terms-of-service-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UserRow } from '../auth/repository.ts';
import type { Tenant } from '../tenants/service.ts';
import { termsRepository } from './repository.ts';

const tags = ['terms'];

/** The tenant's terms and whether this user accepted their current version. */
async function termsFor(db: Db, tenant: Tenant, user: UserRow | undefined): Promise<TermsOfService> {
  const { enabled, version, headingText, disclaimerText, infoText, helperText, submitButtonText } =
    tenant.config.termsOfService;
  const acceptedAt = user ? await termsRepository.acceptedAt(db, tenant.id, user.id, version) : null;
  return {
    enabled,
    version,
    tosAttested: acceptedAt !== null,
    acceptedAt: acceptedAt?.toISOString() ?? null,
    headingText,
    disclaimerText,
    infoText,
    helperText,
    submitButtonText,
  };
}

/** spec shell §7 Terms of service; a new version in the configuration asks everyone again. */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    termsPaths.termsOfService,
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary: 'The terms of service and whether the user accepted the current version',
        querystring: domainQuerySchema,
        response: { 200: termsOfServiceResponseSchema },
      },
    },
    async (request) => ({
      data: { data: await termsFor(app.db, request.tenant, await request.currentUser()) },
    }),
  );

  app.post(
    termsPaths.termsOfService,
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary: 'Accepts the current version of the terms of service',
        body: acceptTermsBodySchema,
        response: { 200: termsOfServiceResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { enabled, version } = request.tenant.config.termsOfService;
      if (!enabled) {
        throw new HttpError(409, errorCodes.conflict, 'This site has no terms of service to accept.');
      }
      if (request.body?.version !== undefined && request.body.version !== version) {
        throw new HttpError(
          409,
          errorCodes.conflict,
          'The terms of service have changed. Read the new version before accepting.',
        );
      }
      await termsRepository.accept(app.db, request.tenant.id, user.id, version);
      return { data: { data: await termsFor(app.db, request.tenant, user) } };
    },
  );
};
