import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { UserRow } from '../auth/repository.ts';

/** The logged-in admin of this request's tenant; 401 when logged out, 403 for anyone else. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await request.requireUser();
  if (user.role !== 'admin') {
    throw new HttpError(403, errorCodes.forbidden, 'User does not have permissions to perform this action');
  }
  return user;
}
