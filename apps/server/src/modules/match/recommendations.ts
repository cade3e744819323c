import type { RecommendationsData } from '@opencareers/contracts/recommendations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appliedPositionIds } from '../applications/candidate-service.ts';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { presentPosition } from '../search/present-position.ts';
import { topK } from '../search/search-engine.ts';
import { userFlagsFor } from '../search/user-flags.ts';
import { personalizationState, presentMatch } from './personalization.ts';

/**
 * The lowest match score (0–5) a recommended job may have: 2, shown as 40%. Below it the
 * profile and the job share little more than a word or two, and "Recommended for you" would
 * recommend anything. A profile that matches nothing this well gets an empty list, which
 * tells the candidate more than a list of poor matches. Search still shows every job, with its
 * badge, and "Best match" still sorts them all.
 */
export const minRecommendationScore = 2;

/**
 * "Recommended for you": the open positions of the tenant's index that best match the
 * candidate's profile, at or above minRecommendationScore, leaving out those they already
 * applied to. Ties go to the newer job.
 */
export async function recommendations(
  app: FastifyInstance,
  request: FastifyRequest,
  num: number,
): Promise<RecommendationsData> {
  const tenantId = request.tenant.id;
  const strongMatchThreshold = request.tenant.config.pcsxConfig.searchConfig.strongMatchThreshold;
  const index = await app.searchIndex.forTenant(tenantId);
  const state = await personalizationState(app, request, index);
  if (!state.personalization)
    return { available: false, reason: state.reason, strongMatchThreshold, positions: [] };
  const user = (await request.currentUser())!;
  const applied = await appliedPositionIds(app.db, tenantId, user.id);

  // The index holds open positions only; expired ones stay in it until they are reindexed.
  const now = Date.now();
  const live = index.liveDocs();
  const expires = index.expires.data;
  const open = new Int32Array(live.length);
  let n = 0;
  for (const d of live) if (expires[d]! > now && !applied.has(index.docs[d]!.id)) open[n++] = d;
  const docs = open.subarray(0, n);
  const scores = state.personalization.scorer.scoreAll(docs);
  const posted = index.posted.data;
  const eligible: number[] = [];
  for (let i = 0; i < n; i++) if (scores[i]! >= minRecommendationScore) eligible.push(i);
  const order = (a: number, b: number) => scores[b]! - scores[a]! || posted[docs[b]!]! - posted[docs[a]!]!;
  const best = topK(eligible.length, num, (a, b) => order(eligible[a]!, eligible[b]!)).map(
    (j) => eligible[j]!,
  );

  const positions = best.map((i) => index.docs[docs[i]!]!);
  const flags = await userFlagsFor(
    app,
    request,
    positions.map((p) => p.id),
  );
  const places = placeNames(await readerLocale(request));
  return {
    available: true,
    reason: 'ok',
    strongMatchThreshold,
    positions: best.map((i, k) => ({
      ...presentPosition(positions[k]!, flags, places),
      match: presentMatch(scores[i]!, strongMatchThreshold),
    })),
  };
}
