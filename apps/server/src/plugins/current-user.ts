import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { type UserRow, userRepository } from '../modules/auth/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request's tenant, loaded once per request. */
    currentUser(): Promise<UserRow | undefined>;
    /** Like currentUser, but answers 401 (with the x-login header) when nobody is logged in. */
    requireUser(): Promise<UserRow>;
    /** Drops the loaded user, when the request's tenant changed (a `domain` in the body). */
    forgetCurrentUser(): void;
  }
}

const cacheKey = Symbol('currentUser');
type WithCache = FastifyRequest & { [cacheKey]?: Promise<UserRow | undefined> };

export default fp(
  async (app) => {
    app.decorateRequest('currentUser', function (this: WithCache) {
      this[cacheKey] ??= (async () => {
        const s = this.session;
        // A session opened on another tenant does not log anybody in here.
        if (!s?.userId || !this.tenant || s.tenantId !== this.tenant.id) return undefined;
        return userRepository.findById(app.db, this.tenant.id, s.userId);
      })();
      return this[cacheKey];
    });
    app.decorateRequest('forgetCurrentUser', function (this: WithCache) {
      this[cacheKey] = undefined;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.currentUser();
      if (!user) throw new HttpError(401, errorCodes.unauthenticated, 'Session timed out. Log in again.');
      return user;
    });
  },
  { name: 'current-user', dependencies: ['session'] },
);
