import type { BootData } from '@opencareers/contracts/boot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bootUserOf } from '../profile/service.ts';

/**
 * What the web app needs before its first render: the boot answer's data. Read by the boot
 * route and by server-rendered pages, which embed it so the app starts without asking for it.
 */
export async function bootDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  csrfToken: string,
): Promise<BootData> {
  const { tenant } = request;
  const user = await request.currentUser();
  return {
    tenant: { domain: tenant.domain, name: tenant.name },
    config: tenant.config,
    user: await bootUserOf(app.db, user, tenant.id),
    csrfToken,
  };
}
