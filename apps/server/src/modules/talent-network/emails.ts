import type { Translate } from '../notifications/server-messages.ts';

/**
 * The talent network's emails: plain text like every outbox mail, in the language the guest
 * joined in (talent_network_members.locale, else the company's default), from the server
 * catalogue (notifications/messages, keys `talentNetwork.*`).
 */

export const confirmEmail = (t: Translate, companyName: string, link: string) => ({
  subject: t('talentNetwork.confirmSubject', { company: companyName }),
  text: [
    t('talentNetwork.confirmIntro', { company: companyName }),
    '',
    t('talentNetwork.confirmLink', { link }),
    '',
    t('talentNetwork.confirmIgnore'),
    '',
  ].join('\n'),
});

export function alertEmail(
  t: Translate,
  a: {
    companyName: string;
    count: number;
    jobs: { title: string; link: string }[];
    searchLink: string;
    unsubscribeLink: string;
    /** Where the member changes what they hear about. */
    manageLink: string;
  },
) {
  const values = { company: a.companyName, count: a.count };
  const lines = [t('talentNetwork.alertIntro', values), '', ...a.jobs.map((j) => `- ${j.title}: ${j.link}`)];
  if (a.count > a.jobs.length) lines.push('', t('talentNetwork.seeAll', { link: a.searchLink }));
  lines.push('', t('talentNetwork.why', values));
  lines.push(t('talentNetwork.manage', { link: a.manageLink }));
  lines.push(t('talentNetwork.unsubscribe', { link: a.unsubscribeLink }), '');
  return { subject: t('talentNetwork.alertSubject', values), text: lines.join('\n') };
}
