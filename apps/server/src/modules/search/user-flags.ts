import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobCartRepository } from '../job-cart/repository.ts';
import { savedPositionRepository } from '../saved-positions/repository.ts';
import { noUserFlags, type UserFlags } from './present-position.ts';

/** Saved and in-cart marks for the positions shown to the logged-in user (none when logged out). */
export async function userFlagsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: string[],
): Promise<UserFlags> {
  if (!ids.length || !request.session?.userId) return noUserFlags;
  const user = await request.currentUser();
  if (!user) return noUserFlags;
  const [saved, cart] = await Promise.all([
    savedPositionRepository.idsAmong(app.db, request.tenant.id, user.id, ids),
    jobCartRepository.idsAmong(app.db, request.tenant.id, user.id, ids),
  ]);
  return { saved, cart };
}
