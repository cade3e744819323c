import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { sharedSecret } from './lib/app-secret.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminDirectoryRoutes } from './modules/admin-directory/routes.ts';
import { adminHomeRoutes } from './modules/admin-home/routes.ts';
import { adminImportRoutes } from './modules/admin-import/routes.ts';
import { adminJobRoutes } from './modules/admin-jobs/routes.ts';
import { adminAnalyticsRoutes } from './modules/analytics/admin-routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { adminApplicationRoutes } from './modules/applications/admin-routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { adminAssistantRoutes } from './modules/assistant/admin-routes.ts';
import { adminAssistantConnectionRoutes } from './modules/assistant/connection-admin-routes.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bootRoutes } from './modules/boot/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { draftRoutes } from './modules/drafts/routes.ts';
import { adminEventRoutes } from './modules/events/admin-routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { formAssignmentRoutes } from './modules/form-assignments/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import readiness from './modules/health/plugin.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminInterviewRoutes } from './modules/interviews/admin-routes.ts';
import { interviewRoutes } from './modules/interviews/routes.ts';
import { jobCartRoutes } from './modules/job-cart/routes.ts';
import { backgroundJobAdminRoutes } from './modules/jobs/admin-routes.ts';
import jobs from './modules/jobs/plugin.ts';
import { localeRoutes } from './modules/locales/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { matchRoutes } from './modules/match/routes.ts';
import { adminNotificationRoutes } from './modules/notifications/admin-routes.ts';
import type { Mailer } from './modules/notifications/mailer.ts';
import notifier from './modules/notifications/plugin.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { positionDetailsRoutes } from './modules/position-details/routes.ts';
import { resumeRoutes } from './modules/profile/resume-routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { resumeExportRoutes } from './modules/resume-export/routes.ts';
import { savedPositionRoutes } from './modules/saved-positions/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import searchIndex from './modules/search/plugin.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { siteImageRoutes, siteSettingsRoutes } from './modules/site-settings/routes.ts';
import { themeRoutes } from './modules/site-settings/theme-routes.ts';
import { assetRoutes, pageRoutes } from './modules/spa/routes.ts';
import { adminTalentNetworkRoutes } from './modules/talent-network/admin-routes.ts';
import { talentNetworkRoutes } from './modules/talent-network/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import access from './plugins/access.ts';
import compression from './plugins/compression.ts';
import { cookieNames } from './plugins/cookie-names.ts';
import csrf from './plugins/csrf.ts';
import currentUser from './plugins/current-user.ts';
import db from './plugins/db.ts';
import errorHandler from './plugins/error-handler.ts';
import rateLimit from './plugins/rate-limit.ts';
import requestLog from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import swagger from './plugins/swagger.ts';
import tenant from './plugins/tenant.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The mail server to send through instead of SMTP_URL's (tests pass a stand-in). */
  mailer?: Mailer | null;
}

/** Plugins in the order of fastify/demo: external → application → routes. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    // Fastify's own request logging writes "incoming request" before the handler runs, on
    // every request's path; one line per request is written once the answer is sent instead
    // (plugins/request-log.ts). Set through the log controller: the top-level option is
    // deprecated (FSTDEP023) and goes in Fastify 6.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(securityHeaders, { frameHosts: config.esignHost ? [config.esignHost] : [] });
  await app.register(db, { database });
  await app.register(notifier, mailer === undefined ? { config } : { config, mailer });
  await app.register(swagger);
  await app.register(readiness);
  await app.register(searchIndex, { database, pollMs: config.searchPollMs });
  await app.register(assetRoutes, { distDir: config.webDistDir });
  // After the built files (sent as the Brotli or gzip copies made at build, or as they are when
  // under 1 KB) and before every other route: compression attaches itself to each route added.
  await app.register(compression);
  await app.register(healthRoutes);

  // Everything below knows the tenant and the visitor's session.
  const secret = config.sessionSecret ?? (await sharedSecret(database.db, 'cookie-secret'));
  await app.register(async (scope) => {
    await scope.register(session, { config, secret });
    await scope.register(csrf, { config });
    await scope.register(rateLimit, { config });
    await scope.register(tenant, { publicOrigin: config.publicOrigin });
    await scope.register(currentUser);
    await scope.register(access);

    await scope.register(bootRoutes);
    await scope.register(authRoutes, {
      rateLimitMax: config.authRateLimitMax,
      accountThrottle: config.loginAccountThrottle,
    });
    await scope.register(accountRoutes, { rateLimitMax: config.authRateLimitMax });
    await scope.register(localeRoutes);
    await scope.register(resumeExportRoutes);
    await scope.register(analyticsRoutes);
    await scope.register(searchRoutes, { checkResponses: config.checkResponses });
    await scope.register(positionDetailsRoutes);
    await scope.register(jobCartRoutes);
    await scope.register(savedPositionRoutes);
    await scope.register(profileRoutes);
    await scope.register(resumeRoutes);
    await scope.register(savedSearchRoutes);
    await scope.register(jobs, { config, database });
    await scope.register(backgroundJobAdminRoutes);
    await scope.register(mapRoutes);
    await scope.register(matchRoutes);
    await scope.register(seoRoutes, { distDir: config.webDistDir, publicOrigin: config.publicOrigin });
    await scope.register(formRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(formAssignmentRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(notificationRoutes);
    await scope.register(adminNotificationRoutes);
    await scope.register(termsRoutes);
    await scope.register(onboardingRoutes);
    await scope.register(offerRoutes, { esignHost: config.esignHost });
    await scope.register(dashboardRoutes);
    await scope.register(interviewRoutes);
    await scope.register(adminInterviewRoutes);
    await scope.register(eventRoutes);
    await scope.register(adminEventRoutes);
    await scope.register(referralRoutes, { rateLimitMax: config.authRateLimitMax });
    await scope.register(talentNetworkRoutes, { rateLimitMax: config.authRateLimitMax });
    await scope.register(adminTalentNetworkRoutes);
    await scope.register(draftRoutes);
    await scope.register(applicationRoutes, { submitRateLimitMax: config.formSubmitRateLimitMax });
    await scope.register(adminApplicationRoutes);
    await scope.register(adminDirectoryRoutes);
    await scope.register(adminHomeRoutes, { emailConfigured: !!config.smtpUrl });
    await scope.register(adminJobRoutes);
    await scope.register(teamRoutes, {
      publicOrigin: config.publicOrigin,
      rateLimitMax: config.authRateLimitMax,
    });
    await scope.register(adminImportRoutes);
    await scope.register(adminAnalyticsRoutes);
    await scope.register(assistantRoutes, {
      rateLimitMax: config.assistantRateLimitMax,
      csrfCookie: cookieNames(config).csrf,
      llmHosts: config.assistantLlmHosts,
    });
    await scope.register(adminAssistantRoutes);
    await scope.register(adminAssistantConnectionRoutes, {
      rateLimitMax: config.assistantRateLimitMax,
      llmHosts: config.assistantLlmHosts,
    });
    await scope.register(siteSettingsRoutes);
    await scope.register(themeRoutes);
    await scope.register(siteImageRoutes);
    await scope.register(pageRoutes, { distDir: config.webDistDir });
  });

  return app;
}
