import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  candidateEventResponseSchema,
  candidateEventsResponseSchema,
  eventIdParamsSchema,
  positionEventsParamsSchema,
  positionEventsResponseSchema,
} from '@opencareers/contracts/events';
import { eventPaths } from '@opencareers/contracts/events-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { recipientLocale } from '../notifications/server-messages.ts';
import { eventNotFound } from './admin-service.ts';
import { eventCalendar } from './calendar.ts';
import { toCandidateEvent } from './present.ts';
import { cancelRegistration, register } from './registration-service.ts';
import { eventRepository } from './repository.ts';

const tags = ['events'];

/** The candidate side: browse upcoming events, register, cancel, and take one into a calendar. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    eventPaths.dashboard,
    {
      schema: {
        tags,
        summary:
          "Upcoming published events, soonest first, each with the candidate's registration (spec shell §7: reads events)",
        querystring: domainQuerySchema,
        response: { 200: candidateEventsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const rows = await eventRepository.listForCandidate(app.db, request.tenant.id, user.id, new Date());
      return { data: { events: rows.map((r) => toCandidateEvent(r.event, r.registration)) } };
    },
  );

  app.get(
    eventPaths.one,
    {
      schema: {
        tags,
        summary: 'One published event (or one the candidate registered for)',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: candidateEventResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const event = await eventRepository.find(app.db, request.tenant.id, request.params.id);
      const registration = event && (await eventRepository.findRegistration(app.db, event.id, user.id));
      if (!event || (!event.published && registration?.status !== 'registered')) throw eventNotFound();
      return { data: { event: toCandidateEvent(event, registration) } };
    },
  );

  app.post(
    eventPaths.registration,
    {
      schema: {
        tags,
        summary:
          'Register for an event: 201 when a seat is taken, 200 when already registered, 409 when full',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: candidateEventResponseSchema, 201: candidateEventResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const result = await register(app.db, request.tenant.id, user.id, request.params.id);
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: { event: toCandidateEvent(result.event, result.registration) } });
    },
  );

  app.delete(
    eventPaths.registration,
    {
      schema: {
        tags,
        summary: "Cancel the candidate's registration (cancelling again changes nothing)",
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: candidateEventResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const result = await cancelRegistration(app.db, request.tenant.id, user.id, request.params.id);
      return { data: { event: toCandidateEvent(result.event, result.registration) } };
    },
  );

  app.get(
    eventPaths.calendar,
    {
      schema: {
        tags,
        summary: 'An event the candidate registered for, as an iCalendar (.ics) file',
        params: eventIdParamsSchema,
        querystring: domainQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { tenant } = request;
      const event = await eventRepository.find(app.db, tenant.id, request.params.id);
      const registration = event && (await eventRepository.findRegistration(app.db, event.id, user.id));
      // Without a seat (never registered, cancelled, someone else's) it is answered like a missing one.
      if (!event || registration?.status !== 'registered')
        throw new HttpError(404, errorCodes.notFound, 'Registration not found');
      const ics = eventCalendar(event, {
        domain: tenant.domain,
        companyName: tenant.name,
        pageUrl: `${request.siteOrigin()}/careers/events`,
        // The candidate's language, like their emails (docs/i18n.md).
        locale: recipientLocale(user.locale, tenant.config.locale.default),
      });
      const day = event.startsAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${day}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    eventPaths.forPosition,
    {
      schema: {
        tags,
        summary: 'Upcoming published events concerning one job (named, or its department), for its page',
        params: positionEventsParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: positionEventsResponseSchema },
      },
    },
    async (request) => {
      const rows = await eventRepository.upcomingForPosition(
        app.db,
        request.tenant.id,
        request.params.pid,
        new Date(),
      );
      return {
        data: {
          events: rows.map((e) => ({
            id: e.id,
            title: e.title,
            starts_at: e.startsAt.toISOString(),
            ends_at: e.endsAt.toISOString(),
            time_zone: e.timeZone,
            format: e.format,
          })),
        },
      };
    },
  );
};
