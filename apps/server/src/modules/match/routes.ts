import { insightsResponseSchema } from '@opencareers/contracts/insights';
import { type MatchDetails, matchDetailsResponseSchema } from '@opencareers/contracts/match';
import { matchPaths } from '@opencareers/contracts/match-paths';
import { positionQuerySchema } from '@opencareers/contracts/position';
import {
  recommendationsQuerySchema,
  recommendationsResponseSchema,
} from '@opencareers/contracts/recommendations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { findPosition, positionGone } from '../position-details/service.ts';
import { positionInsights } from './insights.ts';
import { candidateProfileOf, profileRepository } from './profile-repository.ts';
import { recommendations } from './recommendations.ts';
import { type MatchPosition, scoreMatch } from './score.ts';
import { skillTaxonomy } from './taxonomy.ts';

const unavailable = (reason: MatchDetails['reason'], threshold: number): MatchDetails => ({
  available: false,
  reason,
  score: null,
  isStrongMatch: false,
  strongMatchThreshold: threshold,
  matchedSkills: [],
  missingSkills: [],
  relatedSkills: [],
  titleFit: null,
  seniorityFit: null,
  locationFit: null,
  experienceFit: null,
  summary: [],
});

/** Match details and insights of a position (spec shell §7). */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    matchPaths.matchDetails,
    {
      schema: {
        tags: ['positions'],
        summary: "How well the logged-in candidate's profile matches a position (0–5, explained)",
        querystring: positionQuerySchema,
        response: { 200: matchDetailsResponseSchema },
      },
    },
    async (request) => {
      const config = request.tenant.config.pcsxConfig;
      const threshold = config.searchConfig.strongMatchThreshold;
      const row = await findPosition(app.db, request.tenant.id, request.query.position_id);
      if (!row) throw positionGone();
      if (!config.positionDetailsConfig.showMatch) return { data: unavailable('disabled', threshold) };
      const user = await request.currentUser();
      if (!user) return { data: unavailable('login_required', threshold) };
      const profile = candidateProfileOf(await profileRepository.find(app.db, request.tenant.id, user.id));
      if (!profile) return { data: unavailable('profile_incomplete', threshold) };
      const position: MatchPosition = {
        title: row.title,
        skills: row.skills,
        seniority: row.seniority as MatchPosition['seniority'],
        workPlace: row.workPlace,
        locations: row.locations,
      };
      return { data: scoreMatch(profile, position, skillTaxonomy(), threshold) };
    },
  );

  app.get(
    matchPaths.positionInsights,
    {
      schema: {
        tags: ['positions'],
        summary: 'Facts about a position from this site’s own data',
        querystring: positionQuerySchema,
        response: { 200: insightsResponseSchema },
      },
    },
    async (request) => {
      const row = await findPosition(app.db, request.tenant.id, request.query.position_id);
      if (!row) throw positionGone();
      const index = await app.searchIndex.forTenant(request.tenant.id);
      return {
        data: {
          insights: await positionInsights(app.db, index, row, placeNames(await readerLocale(request))),
        },
      };
    },
  );

  app.get(
    matchPaths.recommendations,
    {
      schema: {
        tags: ['positions'],
        summary: "Open positions that best match the logged-in candidate's profile, not yet applied to",
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request, reply) => {
      // Personal, and changes with every profile edit: never cached.
      reply.header('cache-control', 'private, no-store');
      return { data: await recommendations(app, request, request.query.num) };
    },
  );
};
