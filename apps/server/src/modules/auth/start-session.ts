import type { FastifyRequest } from 'fastify';
import type { UserRow } from './repository.ts';

/** Rotates the session id at login so a session fixed before login is worthless after it. */
export async function startSession(request: FastifyRequest, user: UserRow) {
  await request.session.regenerate();
  const now = Date.now();
  request.session.tenantId = user.tenantId;
  request.session.userId = user.id;
  request.session.loginAt = now;
  request.session.seenAt = now;
}
