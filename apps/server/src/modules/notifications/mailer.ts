import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same text as HTML, with `<html lang dir>` (email-html.ts). */
  html?: string;
  /** The language the mail is written in, sent as the Content-Language header (RFC 3282). */
  language?: string;
  /** The Message-ID header, the same on every attempt for one outbox row. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe on job alerts); nodemailer encodes them. */
  headers?: Record<string, string>;
}

/** Sends one email; throws when the mail server refuses it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * An SMTP mailer for SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), or null when
 * none is configured, in which case every email stays in the outbox for admins to read. Only the mail relay sends.
 */
export function createSmtpMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ language, ...mail }) => {
      await transport.sendMail({
        from,
        ...mail,
        ...(language ? { headers: { 'Content-Language': language } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
