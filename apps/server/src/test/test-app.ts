import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoExtras } from '../db/seed/seed-demo.ts';
import type { Mailer } from '../modules/notifications/mailer.ts';
import { TenantService } from '../modules/tenants/service.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with the demo tenant (few positions) and a second tenant
 * (copied from the suite's template); SEED_DEMO_OFFERS/INTERVIEWS/APPLICATIONS=true add
 * those parts of the demo.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { mailer?: Mailer | null } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const extras = {
    offers: env.SEED_DEMO_OFFERS === 'true',
    interviews: env.SEED_DEMO_INTERVIEWS === 'true',
    applications: env.SEED_DEMO_APPLICATIONS === 'true',
  };
  if (extras.offers || extras.interviews || extras.applications) {
    const demo = await new TenantService(database.db, 0).defaultTenant();
    if (!demo) throw new Error('The test template has no demo tenant');
    await seedDemoExtras(database.db, demo, extras);
  }
  // Background jobs are run by hand in tests (JOB_RUNNER=true starts pg-boss, as in production).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    JOB_RUNNER: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...opts });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
