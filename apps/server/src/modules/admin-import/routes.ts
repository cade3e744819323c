import {
  dryRunResponseSchema,
  importMaxBytes,
  importRunParamsSchema,
  importRunResponseSchema,
  importSourceSchema,
  inspectBodySchema,
  inspectResponseSchema,
} from '@opencareers/contracts/admin-import';
import { adminImportPaths } from '@opencareers/contracts/admin-import-paths';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { inspect } from './parse-source.ts';
import { dryRun, findRun, startRun } from './service.ts';

const tags = ['admin import'];
// The file travels as JSON text: escaping can grow it, so leave room above the content limit.
const bodyLimit = importMaxBytes * 2;

/** Job import in the admin console: inspect a file, dry-run it, run it and follow its progress. */
export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    adminImportPaths.inspect,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "A file's format, and for CSV its headers, a guessed column mapping and the first rows",
        body: inspectBodySchema,
        response: { 200: inspectResponseSchema },
      },
    },
    async (request) => ({ data: inspect(request.body.content, request.body.fileName) }),
  );

  app.post(
    adminImportPaths.dryRun,
    {
      bodyLimit,
      schema: {
        tags,
        summary:
          'What an import would create, update and refuse (with each refused row line and field); writes nothing',
        body: importSourceSchema,
        response: { 200: dryRunResponseSchema },
      },
    },
    async (request) => ({ data: await dryRun(app.db, request.tenant.id, request.body) }),
  );

  app.post(
    adminImportPaths.runs,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Starts an import: the valid rows are upserted by external id in the background',
        body: importSourceSchema,
        response: { 202: importRunResponseSchema },
      },
    },
    async (request, reply) => {
      const run = await startRun(app.db, request.tenant.id, request.body);
      return reply.status(202).send({ data: { run } });
    },
  );

  app.get(
    adminImportPaths.run,
    {
      schema: {
        tags,
        summary: "An import's progress and outcome",
        params: importRunParamsSchema,
        response: { 200: importRunResponseSchema },
      },
    },
    async (request) => {
      const run = findRun(request.tenant.id, request.params.id);
      if (!run) throw new HttpError(404, errorCodes.notFound, 'This import does not exist');
      return { data: { run } };
    },
  );
};
