import fp from 'fastify-plugin';
import { runSavedSearchAlerts } from './run-alerts.ts';

/**
 * Checks saved searches for new matching jobs once the server is up and then every
 * `intervalMs` (SAVED_SEARCH_ALERT_MINUTES; 0 turns the schedule off). Every process may run
 * it: see runSavedSearchAlerts for why no leader is needed.
 */
export default fp(
  async (app, opts: { intervalMs: number }) => {
    if (opts.intervalMs <= 0) return;
    let running: Promise<unknown> | undefined;
    const run = () => {
      // One run at a time in this process; a slow run is not stacked on.
      running ??= runSavedSearchAlerts(app, { loadTenant: (id) => app.tenants.byId(id) })
        .catch((err: unknown) => app.log.warn({ err }, 'saved-search alerts failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, opts.intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'saved-search-alert-schedule', dependencies: ['db', 'notifier', 'search-index', 'tenant'] },
);
