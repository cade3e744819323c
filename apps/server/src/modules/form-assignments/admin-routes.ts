import {
  adminAssignmentDetailResponseSchema,
  adminAssignmentResponseSchema,
  adminAssignmentsQuerySchema,
  adminAssignmentsResponseSchema,
  assignFormBodySchema,
  assignFormResponseSchema,
  assignmentIdParamsSchema,
} from '@opencareers/contracts/form-assignments';
import { formAssignmentPaths } from '@opencareers/contracts/form-assignments-paths';
import { formsQuerySchema } from '@opencareers/contracts/forms';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignForm, assignmentDetail, cancelAssignment, listAssignments } from './admin-service.ts';

/** The company side: assign a stored form to candidates, follow and withdraw assignments. */
export const adminAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin form assignments'];

  app.get(
    formAssignmentPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Assignments, newest first; filter by status and form',
        querystring: adminAssignmentsQuerySchema,
        response: { 200: adminAssignmentsResponseSchema },
      },
    },
    async (request) => {
      return { data: await listAssignments(app.db, request.tenant.id, request.query) };
    },
  );

  app.get(
    formAssignmentPaths.adminOne,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'One assignment with its form and, once completed, the answers (SSN/SIN left out)',
        params: assignmentIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: adminAssignmentDetailResponseSchema },
      },
    },
    async (request) => {
      return { data: await assignmentDetail(app.db, request.tenant.id, request.params.id) };
    },
  );

  app.post(
    formAssignmentPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Assign a form to candidates by email (all or none); each is notified',
        querystring: formsQuerySchema,
        body: assignFormBodySchema,
        response: { 201: assignFormResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const assignments = await assignForm(app.db, app.notifier, request.tenant.id, admin.id, request.body);
      return reply.status(201).send({ data: { assignments } });
    },
  );

  app.post(
    formAssignmentPaths.adminCancel,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Withdraw an assignment not yet completed; its notification stops asking for action',
        params: assignmentIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: adminAssignmentResponseSchema },
      },
    },
    async (request) => {
      return {
        data: {
          assignment: await cancelAssignment(app.db, app.notifier, request.tenant.id, request.params.id),
        },
      };
    },
  );
};
