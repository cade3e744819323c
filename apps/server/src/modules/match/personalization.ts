import type { PositionMatch } from '@opencareers/contracts/position';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PositionIndex } from '../search/position-index.ts';
import { type IndexScorer, indexScorer } from './index-scorer.ts';
import { candidateProfileOf, profileRepository } from './profile-repository.ts';
import { skillTaxonomy } from './taxonomy.ts';

export interface Personalization {
  scorer: IndexScorer;
  strongMatchThreshold: number;
}

export type PersonalizationState =
  | { reason: 'ok'; personalization: Personalization }
  | { reason: 'login_required' | 'profile_incomplete' | 'disabled'; personalization: null };

/**
 * Whether results can be personalized for this request, and the scorer when they can: the
 * site shows matches (positionDetailsConfig.showMatch), someone is logged in, and their
 * profile has enough to score (a title or skills). The profile is read on every request, so
 * an edit counts from the next search on.
 */
export async function personalizationState(
  app: FastifyInstance,
  request: FastifyRequest,
  index: PositionIndex,
): Promise<PersonalizationState> {
  const config = request.tenant.config.pcsxConfig;
  if (!config.positionDetailsConfig.showMatch) return { reason: 'disabled', personalization: null };
  // No session cookie: no user to look up (keeps logged-out searches free of database work).
  if (!request.session?.userId) return { reason: 'login_required', personalization: null };
  const user = await request.currentUser();
  if (!user) return { reason: 'login_required', personalization: null };
  const profile = candidateProfileOf(await profileRepository.find(app.db, request.tenant.id, user.id));
  if (!profile) return { reason: 'profile_incomplete', personalization: null };
  return {
    reason: 'ok',
    personalization: {
      scorer: indexScorer(index, profile, skillTaxonomy()),
      strongMatchThreshold: config.searchConfig.strongMatchThreshold,
    },
  };
}

/** The badge's numbers: the 0–5 score, as a percentage, and whether it is a strong match. */
export const presentMatch = (score: number, strongMatchThreshold: number): PositionMatch => ({
  score,
  percent: Math.round((score / 5) * 100),
  isStrongMatch: score >= strongMatchThreshold,
});
