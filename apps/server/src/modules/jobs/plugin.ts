import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { vacuumEmbeddedDatabase } from '../../db/embedded-vacuum.ts';
import { sendEventReminders } from '../events/reminders.ts';
import { relayOutbox } from '../notifications/mail-relay.ts';
import { markExpiredOffers } from '../offers/mark-expired-offers.ts';
import { sendOfferExpiryReminders } from '../offers/offer-expiry-reminders.ts';
import { sendReferralReminders } from '../referrals/service.ts';
import { runSavedSearchAlerts } from '../saved-searches/run-alerts.ts';
import { runTalentNetworkAlerts } from '../talent-network/run-alerts.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (pg-boss): see job-runner.ts. */
    jobs: JobRunner;
  }
}

/**
 * The app's background work, each job once per period across every process (docs/deployment.md):
 * the mail relay, offer-expiry and event reminders and saved-search alerts. JOB_RUNNER=false defines
 * them without starting (tests run them by hand).
 */
export default fp(
  async (app, opts: { config: AppConfig; database: Database }) => {
    const { config } = opts;
    const runner = new JobRunner(opts.database.queue, { log: app.log, pollSeconds: config.jobPollSeconds });
    const mailer = app.mailer;
    if (mailer) {
      runner.define({
        name: 'mail-relay',
        everyMs: config.mailRelayMs,
        firstDelayMs: Math.min(1000, config.mailRelayMs),
        // The relay keeps its own per-mail retries; a failed run simply waits for the next one.
        retryLimit: 0,
        run: () => relayOutbox(app.db, mailer, config.mailRelayPolicy),
      });
    }
    runner.define({
      name: 'offer-reminders',
      everyMs: config.offerReminderMs,
      firstDelayMs: Math.min(10_000, config.offerReminderMs),
      run: async () => ({
        reminded: await sendOfferExpiryReminders(app.db, app.notifier),
        expired: await markExpiredOffers(app.db, app.notifier),
      }),
    });
    runner.define({
      name: 'event-reminders',
      everyMs: config.eventReminderMs,
      firstDelayMs: Math.min(15_000, config.eventReminderMs),
      // Registered candidates hear about an event a day ahead (events/reminders.ts).
      run: async () => ({ reminded: await sendEventReminders(app.db, app.notifier) }),
    });
    runner.define({
      name: 'referral-reminders',
      // On the event reminders' clock: a reminder days ahead needs no finer one.
      everyMs: config.eventReminderMs,
      firstDelayMs: Math.min(20_000, config.eventReminderMs),
      // The referred person hears once, days before an unused link expires (docs/referrals.md).
      run: async () => ({
        reminded: await sendReferralReminders(app.db, app.notifier, {
          loadTenant: (id) => app.tenants.byId(id),
          ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
        }),
      }),
    });
    if (config.savedSearchAlertMs > 0) {
      runner.define({
        name: 'saved-search-alerts',
        everyMs: config.savedSearchAlertMs,
        // Not at once: at start the check would run every saved search just as the first
        // visitors arrive (measured: the first searches' p95 went from 16 to 23 ms at 100k jobs).
        firstDelayMs: Math.min(60_000, config.savedSearchAlertMs),
        run: () =>
          runSavedSearchAlerts(app, {
            loadTenant: (id) => app.tenants.byId(id),
            settleMs: config.alertSettleMs,
          }),
      });
      // The talent network's guest alerts, on the same clock (docs/talent-network.md).
      runner.define({
        name: 'talent-network-alerts',
        everyMs: config.savedSearchAlertMs,
        firstDelayMs: Math.min(90_000, config.savedSearchAlertMs),
        run: () =>
          runTalentNetworkAlerts(app, {
            loadTenant: (id) => app.tenants.byId(id),
            settleMs: config.alertSettleMs,
            ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
          }),
      });
    }
    if (opts.database.kind === 'pglite' && config.embeddedVacuumMs > 0) {
      runner.define({
        name: 'database-maintenance',
        everyMs: config.embeddedVacuumMs,
        // A start already analyses (db/planner-statistics.ts): the first run waits a period.
        run: () => vacuumEmbeddedDatabase(opts.database),
      });
    }
    app.decorate('jobs', runner);
    if (!config.jobRunner) return;
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'notifier', 'search-index', 'tenant'] },
);
