import type { Notification } from '@opencareers/contracts/notifications';
import type { i18n as I18n } from 'i18next';
import { searchLabel } from '../../saved-searches/index.ts';

/** Dates travel as ISO strings in parameters named *At; the messages format them as dates. */
function withDates(params: Record<string, string | number>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith('At') || typeof value !== 'string') continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) out[name] = date;
  }
  return out;
}

/**
 * A notification's category and message in the reader's language, when the server sent them
 * as keys the app knows; otherwise the server's own (English or custom) texts.
 */
export function localizeNotification(
  n: Pick<Notification, 'categoryTitle' | 'categoryKey' | 'message' | 'messageKey' | 'messageParams'>,
  i18n: I18n,
): { category: string; message: string } {
  // Keys made at run time from the server's answer: exists() checks them, so plain strings do.
  const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const categoryKey = n.categoryKey ? `notifications.categories.${n.categoryKey}` : null;
  const category = categoryKey && i18n.exists(categoryKey) ? t(categoryKey) : n.categoryTitle;
  const messageKey = n.messageKey ? `notifications.messages.${n.messageKey}` : null;
  if (!messageKey || !n.messageParams) return { category, message: n.message };
  const params = withDates(n.messageParams);
  // A plural message exists only as its _one/_other forms; the count picks one.
  if (!i18n.exists(messageKey, 'count' in params ? { count: Number(params.count) } : {}))
    return { category, message: n.message };
  if (n.messageKey === 'savedSearchMatches') {
    params.label = searchLabel(i18n.t, {
      query: String(n.messageParams.query ?? ''),
      location: String(n.messageParams.location ?? ''),
      filterCount: Number(n.messageParams.filterCount ?? 0),
    });
  }
  // The status travels as its key, so the candidate reads the label in their own language.
  const statusKey = `applications.status.${String(n.messageParams.status ?? '')}`;
  const withStatus = n.messageKey === 'applicationStatusChanged' || n.messageKey === 'referralStatusChanged';
  if (withStatus && i18n.exists(statusKey)) params.statusLabel = t(statusKey);
  return { category, message: t(messageKey, params) };
}
