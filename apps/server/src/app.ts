import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { sharedSecret } from './lib/app-secret.ts';
import { adminDirectoryRoutes } from './modules/admin-directory/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { adminApplicationRoutes } from './modules/applications/admin-routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bootRoutes } from './modules/boot/routes.ts';
import { formAssignmentRoutes } from './modules/form-assignments/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminInterviewRoutes } from './modules/interviews/admin-routes.ts';
import { interviewRoutes } from './modules/interviews/routes.ts';
import { jobCartRoutes } from './modules/job-cart/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { matchRoutes } from './modules/match/routes.ts';
import { adminNotificationRoutes } from './modules/notifications/admin-routes.ts';
import notifier from './modules/notifications/plugin.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import offerReminderSchedule from './modules/offers/offer-reminder-schedule.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { positionDetailsRoutes } from './modules/position-details/routes.ts';
import { savedPositionRoutes } from './modules/saved-positions/routes.ts';
import savedSearchAlertSchedule from './modules/saved-searches/alert-schedule.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import searchIndex from './modules/search/plugin.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { assetRoutes, pageRoutes } from './modules/spa/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import csrf from './plugins/csrf.ts';
import currentUser from './plugins/current-user.ts';
import db from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import swagger from './plugins/swagger.ts';
import tenant from './plugins/tenant.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Plugins in the order of fastify/demo: external → application → routes. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders, { frameHosts: config.esignHost ? [config.esignHost] : [] });
  await app.register(db, { database });
  await app.register(notifier, { config });
  await app.register(offerReminderSchedule);
  await app.register(swagger);
  await app.register(searchIndex, { database, pollMs: config.searchPollMs });
  await app.register(assetRoutes, { distDir: config.webDistDir });
  await app.register(healthRoutes);

  // Everything below knows the tenant and the visitor's session.
  const secret = config.sessionSecret ?? (await sharedSecret(database.db, 'cookie-secret'));
  await app.register(async (scope) => {
    await scope.register(session, { config, secret });
    await scope.register(csrf, { config });
    await scope.register(rateLimit, { config });
    await scope.register(tenant);
    await scope.register(currentUser);

    await scope.register(bootRoutes);
    await scope.register(authRoutes, { rateLimitMax: config.authRateLimitMax });
    await scope.register(analyticsRoutes);
    await scope.register(searchRoutes);
    await scope.register(positionDetailsRoutes);
    await scope.register(jobCartRoutes);
    await scope.register(savedPositionRoutes);
    await scope.register(savedSearchRoutes);
    await scope.register(savedSearchAlertSchedule, { intervalMs: config.savedSearchAlertMs });
    await scope.register(mapRoutes);
    await scope.register(matchRoutes);
    await scope.register(seoRoutes, { distDir: config.webDistDir });
    await scope.register(formRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(formAssignmentRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(notificationRoutes);
    await scope.register(adminNotificationRoutes);
    await scope.register(termsRoutes);
    await scope.register(onboardingRoutes);
    await scope.register(offerRoutes, { esignHost: config.esignHost });
    await scope.register(interviewRoutes);
    await scope.register(adminInterviewRoutes);
    await scope.register(applicationRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(adminApplicationRoutes);
    await scope.register(adminDirectoryRoutes);
    await scope.register(pageRoutes, { distDir: config.webDistDir });
  });

  return app;
}
