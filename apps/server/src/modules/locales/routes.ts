import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import { localePaths, savedLocaleResponseSchema, saveLocaleBodySchema } from '@opencareers/contracts/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { localeRepository } from './repository.ts';

/** The signed-in user's saved UI language (issue 21; docs/i18n.md). */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    localePaths.myLocale,
    {
      // The terms dialog itself must be readable in the chosen language.
      config: { termsExempt: true },
      schema: {
        tags: ['locales'],
        summary: 'Save my UI language (a registered locale code), or forget it with null',
        querystring: domainQuerySchema,
        body: saveLocaleBodySchema,
        response: { 200: savedLocaleResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { locale } = request.body;
      if (!(await localeRepository.save(app.db, user.tenantId, user.id, locale)))
        throw new HttpError(404, errorCodes.notFound, 'This account no longer exists.');
      return { data: { locale } };
    },
  );
};
