import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { containsNul } from '../lib/contains-nul.ts';
import { HttpError } from '../lib/http-error.ts';
import { type Tenant, TenantService } from '../modules/tenants/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantService;
  }
  interface FastifyRequest {
    /** Set for every route except the few marked `tenantless` (health checks, docs, assets). */
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    tenantless?: boolean;
  }
}

const domainOf = (request: FastifyRequest): string | undefined => {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.domain;
  if (typeof fromQuery === 'string' && fromQuery.trim()) return fromQuery;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.domain;
  if (typeof fromBody === 'string' && fromBody.trim()) return fromBody;
  return undefined;
};

/**
 * Every request belongs to a tenant (DESIGN "Multi-tenant"): the `domain` parameter when
 * given (an unknown one is an error), else the Host header, else the default tenant.
 * Resolved after body parsing because some calls carry `domain` in the body. Input that
 * PostgreSQL cannot store (NUL characters) is refused here too, before any route sees it.
 */
export default fp(
  async (app) => {
    app.decorate('tenants', new TenantService(app.db));
    app.decorateRequest('tenant', null as unknown as Tenant);

    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.body)) {
        throw new HttpError(
          400,
          errorCodes.validation,
          'The request contains a NUL character, which is not allowed.',
        );
      }
      if (request.routeOptions.config?.tenantless) return;
      const explicit = domainOf(request);
      if (explicit !== undefined) {
        const tenant = await app.tenants.byDomain(explicit);
        if (!tenant)
          throw new HttpError(404, errorCodes.unknownTenant, `Unknown site: ${explicit.slice(0, 100)}`);
        request.tenant = tenant;
        return;
      }
      const byHost = request.hostname ? await app.tenants.byDomain(request.hostname) : null;
      const tenant = byHost ?? (await app.tenants.defaultTenant());
      if (!tenant) throw new HttpError(503, errorCodes.internal, 'This site has not been set up yet.');
      request.tenant = tenant;
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
