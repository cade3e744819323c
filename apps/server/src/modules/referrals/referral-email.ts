import type { UserRow } from '../auth/repository.ts';
import type { Translate } from '../notifications/server-messages.ts';

type Referrer = Pick<UserRow, 'firstname' | 'lastname' | 'email'>;

/** The values both referral emails fill in: who refers, to which job, at which company. */
const valuesOf = (r: { referrer: Referrer; jobTitle: string; companyName: string }) => ({
  referrer: `${r.referrer.firstname} ${r.referrer.lastname}`.trim() || r.referrer.email,
  job: r.jobTitle,
  company: r.companyName,
});

const greeting = (t: Translate, name: string | null | undefined) =>
  name ? t('referral.helloName', { name }) : t('referral.hello');

/**
 * The email a referred person gets, in the referrer's language (their saved choice, else the
 * company's default: the referred person has no account to ask). Plain text, like every outbox
 * mail; the referrer's note is quoted as typed (a text mail renders no markup, so nothing in it
 * can become a link or script).
 */
export function referralEmail(
  t: Translate,
  r: {
    referrer: Referrer;
    name: string | undefined;
    note: string | undefined;
    companyName: string;
    jobTitle: string;
    link: string;
  },
): { subject: string; text: string } {
  const values = valuesOf(r);
  const lines = [greeting(t, r.name), '', t('referral.intro', values)];
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
    referrer: Referrer;
    name: string | null;
    companyName: string;
    jobTitle: string;
    link: string;
  },
): { subject: string; text: string } {
  const values = valuesOf(r);
  const lines = [
    greeting(t, r.name),
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
