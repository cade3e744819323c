import { errorCodes } from '@opencareers/contracts/api-envelope';
import { siteSettingsPaths } from '@opencareers/contracts/site-settings-paths';
import {
  themeFileSchema,
  themeImportBodySchema,
  themeImportResponseSchema,
  themeSaveBodySchema,
  themeStateResponseSchema,
} from '@opencareers/contracts/theme-builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { checkTheme, publishTheme, settingsState } from './service.ts';

const tags = ['admin theme builder'];
/** Theme routes admit theme builders as well as admins (the perimeter checks this list). */
const config = { roles: ['admin', 'theme-builder'] as const };

export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  const themeState = async (tenantId: string) => {
    const s = await settingsState(app.db, tenantId);
    return { data: { theme: s.published.theme, revision: s.revision, version: s.version } };
  };

  app.get(
    siteSettingsPaths.theme,
    { config, schema: { tags, summary: 'The published theme', response: { 200: themeStateResponseSchema } } },
    async (request) => themeState(request.tenant.id),
  );

  app.put(
    siteSettingsPaths.theme,
    {
      config,
      schema: {
        tags,
        summary:
          'Publishes a theme; 422 names each refused path, 409 VERSION_CONFLICT when the revision moved',
        body: themeSaveBodySchema,
        response: { 200: themeStateResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await publishTheme(app.db, request.tenant.id, user.id, request.body.theme, request.body.revision);
      app.tenants.forget();
      return themeState(request.tenant.id);
    },
  );

  app.get(
    siteSettingsPaths.themeExport,
    { config, schema: { tags, summary: 'The published theme as a JSON file to download' } },
    async (request, reply) => {
      const { data } = await themeState(request.tenant.id);
      const file = {
        format: 'opencareers-theme',
        formatVersion: 1,
        exportedAt: new Date().toISOString(),
        theme: data.theme,
      };
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="theme-${request.tenant.domain}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.post(
    siteSettingsPaths.themeImport,
    {
      config,
      bodyLimit: 128 * 1024,
      schema: {
        tags,
        summary:
          'Checks a theme file (its shape, then every text colour for 4.5:1 contrast) and answers its theme (defaults filled); 422 names each bad path. Stores nothing.',
        body: themeImportBodySchema,
        response: { 200: themeImportResponseSchema },
      },
    },
    async (request) => {
      const parsed = themeFileSchema.safeParse(request.body.file);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues.slice(0, 50))
          fieldErrors[issue.path.join('.') || 'file'] ??= issue.message;
        const [path, message] = Object.entries(fieldErrors)[0]!;
        throw new HttpError(
          422,
          errorCodes.validation,
          `This is not a theme file: ${path}: ${message}`,
          fieldErrors,
        );
      }
      await checkTheme(app.db, request.tenant.id, parsed.data.theme);
      return { data: { theme: parsed.data.theme } };
    },
  );
};
