/** Whole days from now until `iso` (negative once past), counted in calendar days. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const due = new Date(iso);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(due.getFullYear(), due.getMonth(), due.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** A form still to do whose due moment has passed. */
export const isOverdue = (form: { status: string; due_at: string | null }, now: Date = new Date()) =>
  form.status !== 'completed' && form.due_at !== null && new Date(form.due_at).getTime() < now.getTime();

/** The app's one day format (lib/i18n/format-day.ts), so a due date reads like every other day. */
export { formatDay } from '../../../lib/i18n/format-day.ts';
