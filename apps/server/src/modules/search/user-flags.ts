import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartIdsAmong } from '../job-cart/service.ts';
import { savedIdsAmong } from '../saved-positions/service.ts';
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
    savedIdsAmong(app.db, request.tenant.id, user.id, ids),
    cartIdsAmong(app.db, request.tenant.id, user.id, ids),
  ]);
  return { saved, cart };
}
