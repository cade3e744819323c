import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { PositionDetailsData } from '@opencareers/contracts/position-details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { resolveLocation } from '../search/resolve-location.ts';
import { runSearch } from '../search/search-engine.ts';
import { userFlagsFor } from '../search/user-flags.ts';
import { detailsFromRow, positionIsOpen } from './present-details.ts';
import { isPositionId, type PositionRow, positionDetailsRepository } from './repository.ts';

export const positionGone = () =>
  new HttpError(404, errorCodes.notFound, 'This position is no longer available.');

/** The open position most like a closed one: same title (near the searched place if given), else same department. */
async function fallbackFor(
  app: FastifyInstance,
  tenantId: string,
  gone: { id: string; title: string; department: string },
  queriedLocation: string | undefined,
): Promise<PositionRow | undefined> {
  const index = await app.searchIndex.forTenant(tenantId);
  let location = null;
  try {
    location = resolveLocation({ location: queriedLocation })?.constraint ?? null;
  } catch {
    // A special location without coordinates cannot narrow a fallback; ignore it.
  }
  const attempts = [
    { query: gone.title, location },
    { query: gone.title, location: null },
    { query: gone.department, location: null },
  ];
  for (const a of attempts) {
    const r = runSearch(index, {
      query: a.query,
      location: a.location,
      filters: {},
      configured: [],
      sort: 'relevance',
      start: 0,
      num: 5,
      now: Date.now(),
      anyWord: true,
    });
    // The index may not have seen the closing yet: skip the gone position, check with the database.
    for (const doc of r.page) {
      const id = index.docs[doc]!.id;
      if (id === gone.id) continue;
      const row = await positionDetailsRepository.find(app.db, tenantId, id);
      if (row && positionIsOpen(row, Date.now())) return row;
    }
  }
  return undefined;
}

/** GET /api/pcsx/position_details: the position, or its fallback with metadata.isFallback. */
export async function positionDetails(
  app: FastifyInstance,
  request: FastifyRequest,
  positionId: string,
  queriedLocation?: string,
): Promise<PositionDetailsData> {
  const tenant = request.tenant;
  const companyName = tenant.config.pcsxConfig.branding.companyName;
  let row = await positionDetailsRepository.find(app.db, tenant.id, positionId);
  let isFallback = false;
  if (!row || !positionIsOpen(row, Date.now())) {
    if (!row) throw positionGone();
    row = await fallbackFor(app, tenant.id, row, queriedLocation);
    if (!row) throw positionGone();
    isFallback = true;
  }
  const flags = await userFlagsFor(app, request, [row.id]);
  return {
    position: detailsFromRow(row, flags, companyName, placeNames(await readerLocale(request))),
    metadata: { isFallback, requestedPositionId: positionId },
  };
}

/** The position reads other modules use (job cart, saved positions, match, SEO, applications). */
export const findPosition = positionDetailsRepository.find;
export const findPositions = positionDetailsRepository.findMany;
export { isPositionId };
