import type { Translate } from './server-messages.ts';

/**
 * The email of a notification, in the language of `t` (notify-candidate.ts): its message, what
 * to do, the link, and where to choose which emails come.
 */
export function notificationEmail(
  t: Translate,
  n: { categoryTitle: string; message: string; actionRequired: boolean; redirectUrl: string },
  to: { tenantName: string; origin: string },
): { subject: string; text: string } {
  const open = t('email.open', { link: `${to.origin}${n.redirectUrl}` });
  return {
    subject: t('email.subject', { category: n.categoryTitle, company: to.tenantName }),
    text: [
      n.message,
      '',
      n.actionRequired ? `${t('email.actionRequired')} ${open}` : open,
      '',
      t('email.settings', { link: `${to.origin}/careers/settings` }),
      '',
    ].join('\n'),
  };
}
