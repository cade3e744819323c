import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  adminEventDetailResponseSchema,
  adminEventListQuerySchema,
  adminEventListResponseSchema,
  adminEventResponseSchema,
  eventDetailsSchema,
  eventIdParamsSchema,
  eventLimits,
} from '@opencareers/contracts/events';
import { eventPaths } from '@opencareers/contracts/events-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRecruitingEvent,
  createRecruitingEvent,
  eventNotFound,
  updateRecruitingEvent,
} from './admin-service.ts';
import { toAdminEvent, toAdminRegistration } from './present.ts';
import { eventRepository } from './repository.ts';

const tags = ['admin events'];

/** The company side of recruiting events: list, create, edit, cancel, and who registered. */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, notifier: app.notifier });
  const one = (row: Parameters<typeof toAdminEvent>[0]) => ({ data: { event: toAdminEvent(row) } });

  app.get(
    eventPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary:
          "This tenant's recruiting events, 20 at a time: upcoming soonest first, then past latest first",
        querystring: adminEventListQuerySchema,
        response: { 200: adminEventListResponseSchema },
      },
    },
    async (request) => {
      const pageSize = eventLimits.adminPageSize;
      const { rows, total } = await eventRepository.listForAdmin(
        app.db,
        request.tenant.id,
        request.query,
        pageSize,
        new Date(),
      );
      return {
        data: { events: rows.map(toAdminEvent), total, page: request.query.page, page_size: pageSize },
      };
    },
  );

  app.post(
    eventPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Create a recruiting event (online or in person), published or as a draft',
        querystring: domainQuerySchema,
        body: eventDetailsSchema,
        response: { 201: adminEventResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const row = await createRecruitingEvent(deps(), request.tenant.id, admin.id, request.body);
      return reply.status(201).send(one(row));
    },
  );

  app.get(
    eventPaths.adminOne,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'One event with its registrations (names, emails, status), earliest first',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminEventDetailResponseSchema },
      },
    },
    async (request) => {
      const row = await eventRepository.find(app.db, request.tenant.id, request.params.id);
      if (!row) throw eventNotFound();
      const registrations = await eventRepository.registrationsForAdmin(app.db, request.tenant.id, row.id);
      return { data: { event: toAdminEvent(row), registrations: registrations.map(toAdminRegistration) } };
    },
  );

  app.put(
    eventPaths.adminOne,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Edit an event; a new time or place is told to its registrants once',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        body: eventDetailsSchema,
        response: { 200: adminEventResponseSchema },
      },
    },
    async (request) =>
      one(await updateRecruitingEvent(deps(), request.tenant.id, request.params.id, request.body)),
  );

  app.post(
    eventPaths.adminCancel,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Cancel an event and tell its registrants (cancelling again changes nothing)',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminEventResponseSchema },
      },
    },
    async (request) => one(await cancelRecruitingEvent(deps(), request.tenant.id, request.params.id)),
  );
};
