import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  type JobCartData,
  jobCartBodySchema,
  jobCartLimit,
  jobCartResponseSchema,
} from '@opencareers/contracts/job-cart';
import { jobCartPaths } from '@opencareers/contracts/job-cart-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { type PlaceNames, placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { positionIsOpen, summaryFromRow } from '../position-details/present-details.ts';
import { findPositions } from '../position-details/service.ts';
import { savedIdsAmong } from '../saved-positions/service.ts';
import { jobCartRepository } from './repository.ts';

const requireCart = (request: FastifyRequest) => {
  if (!request.tenant.config.pcsxConfig.jobCartEnabled)
    throw new HttpError(404, errorCodes.notFound, 'The job cart is not enabled on this site.');
};

/** The cart's open positions in the order added; closed or vanished ones are reported as invalid. */
async function cartState(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  places: PlaceNames,
): Promise<JobCartData> {
  const ids = await jobCartRepository.list(app.db, tenantId, userId);
  const rows = new Map((await findPositions(app.db, tenantId, ids)).map((r) => [r.id, r] as const));
  const saved = await savedIdsAmong(app.db, tenantId, userId, [...rows.keys()]);
  const now = Date.now();
  const flags = { saved, cart: new Set(ids) };
  const jobCartData = [];
  const invalidPositionIds = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row && positionIsOpen(row, now)) jobCartData.push(summaryFromRow(row, flags, places, now));
    else invalidPositionIds.push(id);
  }
  return { jobCartData, invalidPositionIds };
}

/** GET and POST /api/pcsx/job_cart (spec search §7): a logged-in candidate's cart. */
export const jobCartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    jobCartPaths.cart,
    {
      schema: {
        tags: ['job cart'],
        summary: "The candidate's job cart",
        querystring: domainQuerySchema,
        response: { 200: jobCartResponseSchema },
      },
    },
    async (request) => {
      requireCart(request);
      const user = await request.requireUser();
      return {
        data: await cartState(app, request.tenant.id, user.id, placeNames(await readerLocale(request))),
      };
    },
  );

  app.post(
    jobCartPaths.cart,
    {
      schema: {
        tags: ['job cart'],
        summary: 'Add positions to or remove them from the job cart',
        body: jobCartBodySchema,
        response: { 200: jobCartResponseSchema },
      },
    },
    async (request) => {
      requireCart(request);
      const user = await request.requireUser();
      const tenantId = request.tenant.id;
      const pids = [...new Set(request.body.pids)];
      if (request.body.operation === 'remove') {
        await jobCartRepository.remove(app.db, tenantId, user.id, pids);
        return { data: await cartState(app, tenantId, user.id, placeNames(await readerLocale(request))) };
      }
      const rows = await findPositions(app.db, tenantId, pids);
      const now = Date.now();
      const open = new Set(rows.filter((r) => positionIsOpen(r, now)).map((r) => r.id));
      const current = new Set(await jobCartRepository.list(app.db, tenantId, user.id));
      const adding = pids.filter((id) => open.has(id) && !current.has(id));
      if (current.size + adding.length > jobCartLimit) {
        throw new HttpError(
          400,
          errorCodes.validation,
          `Your job cart can hold at most ${jobCartLimit} positions.`,
          { pids: `At most ${jobCartLimit} positions` },
        );
      }
      await jobCartRepository.add(app.db, tenantId, user.id, adding);
      const state = await cartState(app, tenantId, user.id, placeNames(await readerLocale(request)));
      // Positions that could not be added (closed or unknown) are reported too.
      const refused = pids.filter((id) => !open.has(id) && !state.invalidPositionIds.includes(id));
      return { data: { ...state, invalidPositionIds: [...state.invalidPositionIds, ...refused] } };
    },
  );
};
