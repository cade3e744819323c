import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  savedPositionsLimit,
  savedPositionsResponseSchema,
  savePositionBodySchema,
  savePositionResponseSchema,
} from '@opencareers/contracts/saved-positions';
import { savedPositionPaths } from '@opencareers/contracts/saved-positions-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { cartIdsAmong } from '../job-cart/service.ts';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { positionIsOpen, summaryFromRow } from '../position-details/present-details.ts';
import { findPosition, findPositions, isPositionId, positionGone } from '../position-details/service.ts';
import { savedPositionRepository } from './repository.ts';

/** Saved positions (spec shell §7 GET /api/pcsx/positions/saved; save and unsave are ours). */
export const savedPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    savedPositionPaths.saved,
    {
      schema: {
        tags: ['saved positions'],
        summary: "The candidate's saved positions, newest saved first (closed ones carry archived_at)",
        querystring: domainQuerySchema,
        response: { 200: savedPositionsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const tenantId = request.tenant.id;
      const ids = await savedPositionRepository.list(app.db, tenantId, user.id);
      const rows = new Map((await findPositions(app.db, tenantId, ids)).map((r) => [r.id, r]));
      const cart = await cartIdsAmong(app.db, tenantId, user.id, ids);
      const flags = { saved: new Set(ids), cart };
      const places = placeNames(await readerLocale(request));
      const positions = ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [summaryFromRow(row, flags, places)] : [];
      });
      return { data: { positions } };
    },
  );

  app.post(
    savedPositionPaths.save,
    {
      schema: {
        tags: ['saved positions'],
        summary: 'Save a position',
        body: savePositionBodySchema,
        response: { 200: savePositionResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const tenantId = request.tenant.id;
      const id = request.body.position_id;
      const row = await findPosition(app.db, tenantId, id);
      if (!row || !positionIsOpen(row, Date.now())) throw positionGone();
      if ((await savedPositionRepository.count(app.db, tenantId, user.id)) >= savedPositionsLimit) {
        throw new HttpError(
          400,
          errorCodes.validation,
          `You can save at most ${savedPositionsLimit} positions.`,
        );
      }
      await savedPositionRepository.save(app.db, tenantId, user.id, row.id);
      return { data: { position_id: row.id, isSaved: true } };
    },
  );

  app.post(
    savedPositionPaths.unsave,
    {
      schema: {
        tags: ['saved positions'],
        summary: 'Remove a position from the saved positions',
        body: savePositionBodySchema,
        response: { 200: savePositionResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const id = request.body.position_id;
      if (isPositionId(id)) await savedPositionRepository.unsave(app.db, request.tenant.id, user.id, id);
      return { data: { position_id: id, isSaved: false } };
    },
  );
};
