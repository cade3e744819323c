import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  profileAnalysisResponseSchema,
  profileEditBodyLimit,
  profileEditBodySchema,
  profileFileParamsSchema,
  profileResponseSchema,
  skillSuggestionsLimit,
  skillSuggestionsQuerySchema,
  skillSuggestionsResponseSchema,
} from '@opencareers/contracts/profile';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { skillTaxonomy } from '../match/taxonomy.ts';
import { invalidEdit } from './apply-edit.ts';
import { avatarFile, editProfile, loadProfile, profileCompletion, resumeFile } from './service.ts';

const fileNotFound = () => new HttpError(404, errorCodes.notFound, 'This file does not exist.');

/** The candidate's profile (spec search §7 profile_edit; shell §7 profile_details, profile_analysis). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    profilePaths.edit,
    {
      bodyLimit: profileEditBodyLimit,
      // Spec §8: a body that does not fit answers 422 with the catalogue's message, not the
      // generic 400, so the page can show 'Invalid request received. Please try again'.
      attachValidation: true,
      schema: {
        tags: ['profile'],
        summary:
          'Edit one section of the profile: add, update, delete or reorder (by index); answers the whole profile',
        querystring: domainQuerySchema,
        body: profileEditBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      if (request.validationError) {
        const fieldErrors: Record<string, string> = {};
        for (const v of request.validationError.validation ?? []) {
          const key = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
          fieldErrors[key] ??= v.message ?? 'Invalid value';
        }
        throw invalidEdit(fieldErrors);
      }
      const profile = await editProfile(app.db, request.tenant.id, user.id, request.body);
      return { data: { profile, avatar: profile.avatar } };
    },
  );

  app.get(
    profilePaths.skillSuggestions,
    {
      schema: {
        tags: ['profile'],
        summary:
          'Skills of the match taxonomy that start with (then contain) the text, for the skills editor',
        querystring: skillSuggestionsQuerySchema,
        response: { 200: skillSuggestionsResponseSchema },
      },
    },
    async (request) => {
      await request.requireUser();
      return { data: { skills: skillTaxonomy().suggest(request.query.q, skillSuggestionsLimit) } };
    },
  );

  app.get(
    profilePaths.details,
    {
      schema: {
        tags: ['profile'],
        summary: "The logged-in candidate's profile (an empty one, from the account, until first edited)",
        querystring: domainQuerySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('cache-control', 'private, no-store');
      const profile = await loadProfile(app.db, request.tenant.id, user.id);
      return { data: { profile, avatar: profile.avatar } };
    },
  );

  app.get(
    profilePaths.analysis,
    {
      schema: {
        tags: ['profile'],
        summary: 'Profile completion: percentage, completed sections and the next steps, heaviest first',
        querystring: domainQuerySchema,
        response: { 200: profileAnalysisResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('cache-control', 'private, no-store');
      return { data: profileCompletion(await loadProfile(app.db, request.tenant.id, user.id)) };
    },
  );

  app.get(
    profilePaths.resumeFile,
    {
      schema: {
        tags: ['profile'],
        summary: "Download one of the candidate's own résumés",
        querystring: domainQuerySchema,
        params: profileFileParamsSchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const file = await resumeFile(app.db, request.tenant.id, user.id, request.params.id);
      if (!file) throw fileNotFound();
      return sendStoredFile(reply, file);
    },
  );

  app.get(
    profilePaths.avatar,
    {
      schema: {
        tags: ['profile'],
        summary: "The candidate's own profile photo",
        querystring: domainQuerySchema,
        params: profileFileParamsSchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const file = await avatarFile(app.db, request.tenant.id, user.id, request.params.id);
      if (!file) throw fileNotFound();
      // An image shown inline in an <img>; still never reinterpreted as a page.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
};
