import fp from 'fastify-plugin';
import { sendOfferExpiryReminders } from './offer-expiry-reminders.ts';

const everyHourMs = 60 * 60 * 1000;

/**
 * Runs the offer-expiry reminders once the server is up and then every hour. Every process may
 * run it: reminders are idempotent, so no leader election is needed.
 */
export default fp(
  async (app) => {
    const run = () =>
      sendOfferExpiryReminders(app.db, app.notifier).catch((err: unknown) =>
        app.log.warn({ err }, 'offer expiry reminders failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(run, everyHourMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'offer-reminder-schedule', dependencies: ['db', 'notifier'] },
);
