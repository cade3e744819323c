import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { containsNul } from '../lib/contains-nul.ts';
import { HttpError } from '../lib/http-error.ts';
import { canonicalOrigin } from '../modules/tenants/canonical-origin.ts';
import { type Tenant, TenantService } from '../modules/tenants/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantService;
  }
  interface FastifyRequest {
    /** Set for every route except the few marked `tenantless` (health checks, docs, assets). */
    tenant: Tenant;
    /** The tenant's canonical origin (modules/tenants/canonical-origin.ts), for absolute links. */
    siteOrigin(): string;
  }
  interface FastifyContextConfig {
    tenantless?: boolean;
  }
}

const queryDomain = (request: FastifyRequest): string | undefined => {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.domain;
  return typeof fromQuery === 'string' && fromQuery.trim() ? fromQuery : undefined;
};
const bodyDomain = (request: FastifyRequest): string | undefined => {
  const fromBody = (request.body as Record<string, unknown> | undefined)?.domain;
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody : undefined;
};

/**
 * Every request belongs to a tenant (DESIGN "Multi-tenant"): the `domain` parameter when
 * given (an unknown one is an error), else the Host header, else the default tenant.
 * Resolved first when the request arrives, from the query and Host, so the access checks
 * (plugins/access.ts) run before any body is read; a `domain` in the body, which some calls
 * carry, is honoured after parsing and re-resolves the tenant (the access plugin then checks
 * again). Input that PostgreSQL cannot store (NUL characters) is refused before any route sees it.
 */
export default fp(
  async (app, opts: { publicOrigin?: string }) => {
    app.decorate('tenants', new TenantService(app.db));
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('siteOrigin', function (this: FastifyRequest) {
      return canonicalOrigin(this.tenant, opts.publicOrigin);
    });

    const resolve = async (request: FastifyRequest, explicit: string | undefined): Promise<Tenant> => {
      if (explicit !== undefined) {
        const tenant = await app.tenants.byDomain(explicit);
        if (!tenant)
          throw new HttpError(404, errorCodes.unknownTenant, `Unknown site: ${explicit.slice(0, 100)}`);
        return tenant;
      }
      const byHost = request.hostname ? await app.tenants.byDomain(request.hostname) : null;
      const tenant = byHost ?? (await app.tenants.defaultTenant());
      if (!tenant) throw new HttpError(503, errorCodes.internal, 'This site has not been set up yet.');
      return tenant;
    };

    const refuseNul = () => {
      throw new HttpError(
        400,
        errorCodes.validation,
        'The request contains a NUL character, which is not allowed.',
      );
    };

    app.addHook('onRequest', async (request) => {
      if (containsNul(request.query)) refuseNul();
      if (request.routeOptions.config?.tenantless) return;
      request.tenant = await resolve(request, queryDomain(request));
    });

    app.addHook('preValidation', async (request) => {
      // Path parameters too: `/x/%00` reaches a route as a NUL id (found by the drafts' bad-input test).
      if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) refuseNul();
      if (request.routeOptions.config?.tenantless) return;
      if (!request.tenant) request.tenant = await resolve(request, queryDomain(request));
      const fromBody = queryDomain(request) === undefined ? bodyDomain(request) : undefined;
      if (fromBody === undefined) return;
      const tenant = await resolve(request, fromBody);
      if (tenant.id !== request.tenant.id) {
        request.tenant = tenant;
        request.forgetCurrentUser();
      }
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);
