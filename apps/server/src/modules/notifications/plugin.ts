import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { CandidateNotifier } from './notify-candidate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells candidates what happened, in the caller's transaction: see notify-candidate.ts. */
    notifier: CandidateNotifier;
    /** The SMTP mailer the mail relay sends through; null when no SMTP_URL is set. */
    mailer: Mailer | null;
  }
}

/** Makes `app.notifier` available to every module; mail goes out through SMTP_URL when set. */
export default fp(
  async (app, opts: { config: AppConfig; mailer?: Mailer | null }) => {
    const mailer =
      opts.mailer !== undefined ? opts.mailer : createSmtpMailer(opts.config.smtpUrl, opts.config.mailFrom);
    app.decorate('mailer', mailer);
    app.decorate('notifier', new CandidateNotifier(mailer !== null, opts.config.publicOrigin));
    app.addHook('onClose', async () => mailer?.close());
  },
  { name: 'notifier', dependencies: ['db'] },
);
