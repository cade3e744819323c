import multipart from '@fastify/multipart';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import { profilePaths } from '@opencareers/contracts/profile-paths';
import {
  maxResumeDataUrlChars,
  parseResumeBodySchema,
  parseResumeResponseSchema,
  uploadResumeBodySchema,
  uploadResumeResponseSchema,
} from '@opencareers/contracts/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readResumeUpload, uploadResume } from './resume-upload.ts';

const acceptedMaxChars = 400_000;
/** The data URL, the reviewed proposal and the form's framing: past this nothing is read. */
const bodyLimit = maxResumeDataUrlChars + acceptedMaxChars + 16 * 1024;

/**
 * Résumé upload (spec search §4, §7): `parse_resume` (our addition) reads a résumé and
 * proposes profile fields, storing nothing; `upload_resume` stores it and applies what the
 * candidate confirmed. Both take the spec's form data (multipart) or the same fields as JSON.
 */
export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is read after the body (session plugin, preHandler), so the size limits below
  // are what bounds the work a logged-out client can cause.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 6, parts: 6, fieldSize: maxResumeDataUrlChars + 1, fieldNameSize: 40 },
  });

  app.post(
    profilePaths.parseResume,
    {
      bodyLimit,
      schema: {
        tags: ['profile'],
        summary:
          'Read a résumé (form data: resume_file_name, resume_content as a data URL) and propose profile fields; stores nothing',
        querystring: domainQuerySchema,
        body: parseResumeBodySchema,
        response: { 200: parseResumeResponseSchema },
      },
    },
    async (request) => {
      await request.requireUser();
      const { result } = await readResumeUpload(request.body);
      return { data: result };
    },
  );

  app.post(
    profilePaths.uploadResume,
    {
      bodyLimit,
      schema: {
        tags: ['profile'],
        summary:
          'Store a résumé (spec form data) and apply the reviewed proposal in `accepted` (JSON of a ParsedResume): empty contact fields (location too) are filled, new items appended; answers the candidate',
        querystring: domainQuerySchema,
        body: uploadResumeBodySchema,
        response: { 200: uploadResumeResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const candidate = await uploadResume(app.db, request.tenant.id, user.id, request.body);
      return { data: { candidate } };
    },
  );
};
