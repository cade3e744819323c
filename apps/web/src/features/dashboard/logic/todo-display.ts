import type { TodoItem } from '@opencareers/contracts/dashboard';

const dayMs = 86_400_000;

/** Whole days left until `iso`, rounded up, so anything under a day reads "1 day" (as the offers list). */
export const daysLeft = (iso: string, now: number): number =>
  Math.max(1, Math.ceil((new Date(iso).getTime() - now) / dayMs));

/** Calendar days from today to `iso` in the reader's zone; negative once past (as the forms center). */
export function calendarDaysUntil(iso: string, now: Date): number {
  const due = new Date(iso);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(due.getFullYear(), due.getMonth(), due.getDate());
  return Math.round((end.getTime() - start.getTime()) / dayMs);
}

/**
 * The line under a to-do's title, as an i18n key and its values; dates are formatted by the
 * caller in the reader's language and zone. Keys come from the pages the rows link to, so a
 * row reads like the page it opens.
 */
export type TodoLine =
  | { key: 'offers.list.expiresIn'; count: number }
  | { key: 'dashboard.todo.offerOpen' }
  | { key: 'forms.center.due'; count: number; date: string }
  | { key: 'forms.center.overdue'; date: string }
  | { key: 'dashboard.todo.formNoDue' }
  | { key: 'dashboard.todo.interviewAt'; start: string; end: string }
  | { key: 'dashboard.drafts.savedAgo'; date: string }
  | { key: 'dashboard.todo.profileAt' };

export function todoLine(item: TodoItem, now: Date): TodoLine {
  switch (item.kind) {
    case 'offer':
      return item.at
        ? { key: 'offers.list.expiresIn', count: daysLeft(item.at, now.getTime()) }
        : { key: 'dashboard.todo.offerOpen' };
    case 'form':
      if (!item.at) return { key: 'dashboard.todo.formNoDue' };
      return new Date(item.at).getTime() < now.getTime()
        ? { key: 'forms.center.overdue', date: item.at }
        : { key: 'forms.center.due', count: calendarDaysUntil(item.at, now), date: item.at };
    case 'interview':
      return { key: 'dashboard.todo.interviewAt', start: item.at ?? '', end: item.ends_at ?? item.at ?? '' };
    case 'draft':
      return { key: 'dashboard.drafts.savedAgo', date: item.detail ?? '' };
    case 'profile':
      return { key: 'dashboard.todo.profileAt' };
  }
}

/** An offer about to lapse or a form past due is marked as urgent on its row. */
export function isUrgent(item: TodoItem, now: Date): boolean {
  if (!item.at) return false;
  const left = new Date(item.at).getTime() - now.getTime();
  if (item.kind === 'form') return left < 2 * dayMs;
  if (item.kind === 'offer') return left < 3 * dayMs + dayMs;
  return false;
}
