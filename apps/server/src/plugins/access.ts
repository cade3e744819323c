import { errorCodes } from '@opencareers/contracts/api-envelope';
import { apiPrefix } from '@opencareers/contracts/api-path';
import { perimeterPaths } from '@opencareers/contracts/perimeter-paths';
import type { StaffRole } from '@opencareers/contracts/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { termsRepository } from '../modules/terms/repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff roles a route admits. Every route under /api/admin gets `['admin']` unless it
     * names its own (e.g. `['admin', 'recruiter']`); checked before the body is read.
     */
    roles?: readonly StaffRole[];
    /** `'user'`: only a logged-in user may call the route; checked before the body is read. */
    auth?: 'user';
    /** Served before the current terms of service are accepted (boot, terms, logout, scripts). */
    termsExempt?: boolean;
  }
  interface Session {
    /** The terms version this session's user is known to have accepted (saves a query). */
    termsVersion?: string;
  }
}

export const ADMIN_PREFIX = perimeterPaths.adminPrefix;
const FORBIDDEN_MESSAGE = 'User does not have permissions to perform this action';
export const TERMS_MESSAGE = 'Accept the terms of service to continue.';

/** API paths outside the terms gate: the login calls and the machine-read documentation. */
const termsFreePrefixes = [ADMIN_PREFIX, perimeterPaths.authPrefix, perimeterPaths.docs];

/** A route under /api/admin and the roles it admits, as registered. */
export interface AdminRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[];
}
// Keyed by the HTTP server, which the root instance and every encapsulated scope share.
const adminRoutesByServer = new WeakMap<object, AdminRoute[]>();
/** Every /api/admin route of an app with its roles (the all-routes permission test reads it). */
export const registeredAdminRoutes = (app: FastifyInstance): readonly AdminRoute[] =>
  adminRoutesByServer.get(app.server) ?? [];

const tenantOf = Symbol('accessCheckedTenant');
type Checked = FastifyRequest & { [tenantOf]?: string };

/**
 * The one perimeter (DESIGN "One perimeter"): who may call a route is decided here, from
 * what the route declares, when the request arrives: before its body is read or validated,
 * so a visitor who may not call a route learns nothing about its shape and cannot make the
 * server read a large body first. Size limits are checked here too from Content-Length.
 * The terms-of-service gate follows once the tenant is final (after a `domain` in the body).
 */
export default fp(
  async (app) => {
    // A route under /api/admin that names no roles admits admins only.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(ADMIN_PREFIX)) return;
      const roles = route.config?.roles ?? ['admin'];
      route.config = { ...route.config, roles };
      const table = adminRoutesByServer.get(app.server) ?? [];
      adminRoutesByServer.set(app.server, table);
      for (const method of [route.method].flat()) table.push({ method, url: route.url, roles });
    });

    const check = async (request: Checked) => {
      const { roles, auth } = request.routeOptions.config ?? {};
      if (!roles && auth !== 'user') return;
      request[tenantOf] = request.tenant?.id;
      const user = await request.requireUser();
      if (roles && !roles.includes(user.role as StaffRole)) {
        throw new HttpError(403, errorCodes.forbidden, FORBIDDEN_MESSAGE);
      }
    };

    app.addHook('onRequest', async (request: Checked) => {
      await check(request);
      // Refuse a body the route would refuse anyway, before reading it.
      const declared = Number(request.headers['content-length']);
      const limit = request.routeOptions.bodyLimit;
      if (limit && Number.isFinite(declared) && declared > limit) {
        throw new HttpError(
          413,
          errorCodes.bodyTooLarge,
          `The request is too large (at most ${Math.floor(limit / 1024)} KiB).`,
        );
      }
    });

    app.addHook('preValidation', async (request: Checked) => {
      // The tenant changed after parsing (a `domain` in the body): check against that one.
      if (request.tenant && request[tenantOf] !== undefined && request[tenantOf] !== request.tenant.id) {
        await check(request);
      }
      await termsGate(request);
    });

    async function termsGate(request: FastifyRequest) {
      const url = request.routeOptions.url;
      if (!url?.startsWith(apiPrefix) || request.routeOptions.config?.termsExempt) return;
      if (termsFreePrefixes.some((p) => url.startsWith(p)) || !request.tenant) return;
      const { enabled, version } = request.tenant.config.termsOfService;
      if (!enabled) return;
      const user = await request.currentUser();
      if (!user || request.session.termsVersion === version) return;
      const acceptedAt = await termsRepository.acceptedAt(app.db, request.tenant.id, user.id, version);
      if (!acceptedAt) throw new HttpError(403, errorCodes.termsNotAccepted, TERMS_MESSAGE);
      request.session.termsVersion = version;
    }
  },
  { name: 'access', dependencies: ['session', 'tenant', 'current-user'] },
);
