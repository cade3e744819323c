import type { UserRow } from '../auth/repository.ts';
import type { Translate } from '../notifications/server-messages.ts';

/**
 * The email a referred person gets, in the referrer's language (their saved choice, else the
 * company's default: the referred person has no account to ask). Plain text, like every outbox
 * mail; the referrer's note is quoted as typed (a text mail renders no markup, so nothing in it
 * can become a link or script).
 */
export function referralEmail(
  t: Translate,
  r: {
    referrer: Pick<UserRow, 'firstname' | 'lastname' | 'email'>;
    name: string | undefined;
    note: string | undefined;
    companyName: string;
    jobTitle: string;
    link: string;
  },
): { subject: string; text: string } {
  const values = {
    referrer: `${r.referrer.firstname} ${r.referrer.lastname}`.trim() || r.referrer.email,
    job: r.jobTitle,
    company: r.companyName,
  };
  const lines = [
    r.name ? t('referral.helloName', { name: r.name }) : t('referral.hello'),
    '',
    t('referral.intro', values),
  ];
  if (r.note) lines.push('', t('referral.wrote', values), ...r.note.split(/\r?\n/).map((l) => `> ${l}`));
  lines.push('', t('referral.apply', { link: r.link }), '', t('referral.why', values), t('referral.ignore'));
  return { subject: t('referral.subject', values), text: `${lines.join('\n')}\n` };
}

/**
 * The one reminder a referred person gets, a few days before an unused link expires
 * (docs/referrals.md "Reminder"), in the referrer's language like the first email.
 */
export function referralReminderEmail(
  t: Translate,
  r: {
    referrer: Pick<UserRow, 'firstname' | 'lastname' | 'email'>;
    name: string | null;
    companyName: string;
    jobTitle: string;
    link: string;
  },
): { subject: string; text: string } {
  const values = {
    referrer: `${r.referrer.firstname} ${r.referrer.lastname}`.trim() || r.referrer.email,
    job: r.jobTitle,
    company: r.companyName,
  };
  const lines = [
    r.name ? t('referral.helloName', { name: r.name }) : t('referral.hello'),
    '',
    t('referral.reminderIntro', values),
    '',
    t('referral.apply', { link: r.link }),
    '',
    t('referral.why', values),
    t('referral.reminderLast'),
  ];
  return { subject: t('referral.reminderSubject', values), text: `${lines.join('\n')}\n` };
}
