import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.ts';
import { TenantService } from '../modules/tenants/service.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo tenant (few positions) and a second tenant. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, {
    positions: 5,
    offers: env.SEED_DEMO_OFFERS === 'true',
    interviews: env.SEED_DEMO_INTERVIEWS === 'true',
    applications: env.SEED_DEMO_APPLICATIONS === 'true',
  });
  await new TenantService(database.db, 0).create({
    domain: 'other.example',
    name: 'Other Company',
    config: {},
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...env });
  const app = await buildApp({ config, database, logger: false });
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
