import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  onboardingBodySchema,
  onboardingDraftResponseSchema,
  onboardingDraftValuesSchema,
  onboardingResponseSchema,
  saveOnboardingDraftBodySchema,
} from '@opencareers/contracts/onboarding';
import { onboardingPaths } from '@opencareers/contracts/onboarding-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedDraft, removeDrafts, saveCheckedDraft } from '../drafts/service.ts';
import { onboard, onboardingState } from './service.ts';

const tags = ['onboarding'];
/** The one onboarding form a candidate fills (the "fill it in" profile form). */
const draftKey = { context: 'onboarding', contextId: 'profile' } as const;

/** spec shell §7: POST /api/pcsx/onboarding (no body), and the state it changes. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    onboardingPaths.onboarding,
    {
      schema: {
        tags,
        summary: 'Whether the candidate is onboarded and bootstrapped',
        querystring: domainQuerySchema,
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await onboardingState(app.db, request.tenant, user) };
    },
  );

  app.post(
    onboardingPaths.onboarding,
    {
      schema: {
        tags,
        summary: 'Onboards the logged-in candidate and bootstraps their account',
        querystring: domainQuerySchema,
        body: onboardingBodySchema,
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await onboard(app.db, app.notifier, request.tenant, user) };
    },
  );

  // Autosave of the onboarding profile form (issue 18), kept like an application's draft.
  app.get(
    onboardingPaths.draft,
    {
      schema: {
        tags,
        summary: "The onboarding form's autosaved answers, or null",
        querystring: domainQuerySchema,
        response: { 200: onboardingDraftResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const draft = await readCheckedDraft(
        app.db,
        { tenantId: request.tenant.id, userId: user.id },
        draftKey,
      );
      // A draft stored under an older shape of the form is dropped rather than shown half-right.
      const values = onboardingDraftValuesSchema.safeParse(draft?.values);
      return { data: { draft: draft && values.success ? { ...draft, values: values.data } : null } };
    },
  );

  app.put(
    onboardingPaths.draft,
    {
      config: { auth: 'user' },
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Autosave the onboarding form: every answer typed so far',
        querystring: domainQuerySchema,
        body: saveOnboardingDraftBodySchema,
        response: { 200: onboardingDraftResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const owner = { tenantId: request.tenant.id, userId: user.id };
      const draft = await saveCheckedDraft(app.db, owner, draftKey, request.body.values);
      return { data: { draft: { ...draft, values: request.body.values } } };
    },
  );

  app.delete(
    onboardingPaths.draft,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove the onboarding draft (once the profile is saved)',
        querystring: domainQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await removeDrafts(app.db, { tenantId: request.tenant.id, userId: user.id }, 'onboarding', [
        draftKey.contextId,
      ]);
      return reply.status(204).send();
    },
  );
};
