import {
  adminJobResponseSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  createJobBodySchema,
  jobActionParamsSchema,
  jobParamsSchema,
  jobVersionBodySchema,
  placesQuerySchema,
  placesResponseSchema,
  skillsQuerySchema,
  skillsResponseSchema,
  updateJobBodySchema,
} from '@opencareers/contracts/admin-jobs';
import { adminJobPaths } from '@opencareers/contracts/admin-jobs-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { suggestPlaces, suggestSkills } from './places.ts';
import { presentJob, presentJobSummary } from './present.ts';
import { adminJobsRepository } from './repository.ts';
import {
  applyAction,
  checkApplicationForm,
  checkExternalId,
  duplicateJob,
  jobNotFound,
  savedOrThrow,
} from './service.ts';

const tags = ['admin jobs'];

/** The admin console's jobs: list, create, edit (version-checked), publish/close/reopen, duplicate. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const respond = async (tenantId: string, id: string) => {
    const found = await adminJobsRepository.find(app.db, tenantId, id);
    if (!found) throw jobNotFound();
    return { data: { job: presentJob(found.row, found.locations) } };
  };

  app.get(
    adminJobPaths.list,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "This tenant's jobs by title or external id, status and department, a page at a time",
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobsResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, departments } = await adminJobsRepository.list(app.db, request.tenant.id, q);
      return {
        data: {
          jobs: rows.map((r) => presentJobSummary(r.row, r.first)),
          total,
          page: q.page,
          pageSize: q.page_size,
          departments,
        },
      };
    },
  );

  app.get(
    adminJobPaths.places,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Places from the gazetteer for the job editor',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema },
      },
    },
    async (request) => ({
      data: { places: suggestPlaces(request.query.q, placeNames(await readerLocale(request))) },
    }),
  );

  app.get(
    adminJobPaths.skills,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Skills of the taxonomy for the job editor',
        querystring: skillsQuerySchema,
        response: { 200: skillsResponseSchema },
      },
    },
    async (request) => ({ data: { skills: suggestSkills(request.query.q) } }),
  );

  app.get(
    adminJobPaths.one,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'One job',
        params: jobParamsSchema,
        response: { 200: adminJobResponseSchema },
      },
    },
    async (request) => respond(request.tenant.id, request.params.id),
  );

  app.post(
    adminJobPaths.list,
    {
      schema: {
        tags,
        summary: 'Creates a job (a draft unless status is open)',
        body: createJobBodySchema,
        response: { 201: adminJobResponseSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await checkExternalId(app.db, tenantId, request.body.externalId);
      await checkApplicationForm(app.db, tenantId, request.body.applicationFormId);
      const row = await adminJobsRepository.insert(app.db, tenantId, request.body, request.body.status);
      return reply.status(201).send(await respond(tenantId, row.id));
    },
  );

  app.put(
    adminJobPaths.one,
    {
      schema: {
        tags,
        summary: 'Saves a job; 409 VERSION_CONFLICT (with currentVersion) when it changed since it was read',
        params: jobParamsSchema,
        body: updateJobBodySchema,
        response: { 200: adminJobResponseSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { id } = request.params;
      await checkExternalId(app.db, tenantId, request.body.externalId, id);
      await checkApplicationForm(app.db, tenantId, request.body.applicationFormId);
      const outcome = await adminJobsRepository.update(
        app.db,
        tenantId,
        id,
        request.body.version,
        request.body,
      );
      savedOrThrow(outcome, request.body.version);
      return respond(tenantId, id);
    },
  );

  app.post(
    adminJobPaths.duplicate,
    {
      schema: {
        tags,
        summary: 'Copies a job as a new draft',
        params: jobParamsSchema,
        response: { 201: adminJobResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await duplicateJob(app.db, request.tenant.id, request.params.id);
      return reply.status(201).send(await respond(request.tenant.id, row.id));
    },
  );

  app.post(
    adminJobPaths.action,
    {
      schema: {
        tags,
        summary: 'publish (draft → open), close (open → closed) or reopen (closed → open), version-checked',
        params: jobActionParamsSchema,
        body: jobVersionBodySchema,
        response: { 200: adminJobResponseSchema },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      await applyAction(app.db, request.tenant.id, id, action, request.body.version);
      return respond(request.tenant.id, id);
    },
  );
};
