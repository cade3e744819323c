import type { TodoItem } from '@opencareers/contracts/dashboard';

/** An interview this close is as pressing as a deadline: it joins the dated offers and forms. */
export const interviewSoonMs = 24 * 3_600_000;

/**
 * How pressing a to-do is, lower first: answers with a deadline (offers, forms, and an
 * interview within a day) by that deadline; then offers and forms with no deadline; then the
 * later interviews by start; drafts to finish; profile gaps.
 */
export function urgencyTier(item: TodoItem, now: number): number {
  switch (item.kind) {
    case 'offer':
    case 'form':
      return item.at ? 0 : 1;
    case 'interview':
      return item.at && new Date(item.at).getTime() - now <= interviewSoonMs ? 0 : 2;
    case 'draft':
      return 3;
    case 'profile':
      return 4;
  }
}

const timeOf = (item: TodoItem) => (item.at ? new Date(item.at).getTime() : Number.POSITIVE_INFINITY);

/**
 * Most urgent first. Within a tier dated items go by date, soonest first (an overdue form
 * before one due tomorrow); undated ones keep the order they came in (drafts newest first,
 * profile gaps heaviest first), as the sort is stable.
 */
export function orderTodos(items: readonly TodoItem[], now: number): TodoItem[] {
  return [...items].sort((a, b) => {
    const tier = urgencyTier(a, now) - urgencyTier(b, now);
    if (tier !== 0) return tier;
    const ta = timeOf(a);
    const tb = timeOf(b);
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}
