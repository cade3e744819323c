import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { gazetteer } from './gazetteer.ts';
import { IndexRegistry } from './index-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: IndexRegistry;
  }
}

/** The in-memory search index of this process: built when the app is ready, closed with it. */
export default fp(
  async (app, opts: { database: Database; pollMs: number }) => {
    const registry = new IndexRegistry(opts.database, { pollMs: opts.pollMs, log: app.log });
    app.decorate('searchIndex', registry);
    app.addHook('onReady', async () => {
      gazetteer();
      // Not awaited: at 100,000 positions the build outlasts Fastify's start-up timeout.
      // Requests that need a tenant's index wait for its build (IndexRegistry.forTenant).
      const started = registry.start();
      started.catch((err) => app.log.error({ err }, 'search index start failed'));
      app.readiness.holdUntil('search index', started);
    });
    app.addHook('onClose', async () => registry.close());
  },
  { name: 'search-index', dependencies: ['db', 'readiness'] },
);
