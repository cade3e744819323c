import type { TodoItem } from '@opencareers/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { daysLeft, isUrgent, todoLine } from './todo-display.ts';

const now = new Date('2026-03-10T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const item = (kind: TodoItem['kind'], when: string | null, detail: string | null = null): TodoItem => ({
  id: `${kind}:x`,
  kind,
  title: 'x',
  href: '/',
  at: when,
  ends_at: null,
  detail,
});

describe('todoLine', () => {
  it('gives an offer its whole days left, rounded up, and one with no expiry a waiting line', () => {
    expect(todoLine(item('offer', at(3)), now)).toEqual({ key: 'offers.list.expiresIn', count: 3 });
    expect(todoLine(item('offer', at(2.2)), now)).toEqual({ key: 'offers.list.expiresIn', count: 3 });
    expect(todoLine(item('offer', at(0.1)), now)).toEqual({ key: 'offers.list.expiresIn', count: 1 });
    expect(todoLine(item('offer', null), now)).toEqual({ key: 'dashboard.todo.offerOpen' });
  });

  it('gives a form its due date, overdue once past, or no due date', () => {
    expect(todoLine(item('form', at(-1)), now)).toEqual({ key: 'forms.center.overdue', date: at(-1) });
    expect(todoLine(item('form', at(5)), now)).toMatchObject({ key: 'forms.center.due', date: at(5) });
    expect(todoLine(item('form', null), now)).toEqual({ key: 'dashboard.todo.formNoDue' });
  });

  it('gives a draft when it was saved', () => {
    expect(todoLine(item('draft', null, '2026-03-09T08:00:00Z'), now)).toEqual({
      key: 'dashboard.drafts.savedAgo',
      date: '2026-03-09T08:00:00Z',
    });
  });
});

describe('isUrgent', () => {
  it('marks an offer within about 3 days and a form within 2 days or overdue', () => {
    expect(isUrgent(item('offer', at(3)), now)).toBe(true);
    expect(isUrgent(item('offer', at(6)), now)).toBe(false);
    expect(isUrgent(item('form', at(1)), now)).toBe(true);
    expect(isUrgent(item('form', at(-3)), now)).toBe(true);
    expect(isUrgent(item('form', at(5)), now)).toBe(false);
    expect(isUrgent(item('interview', at(0.1)), now)).toBe(false);
    expect(isUrgent(item('offer', null), now)).toBe(false);
  });

  it('counts days left like the offers list', () => {
    expect(daysLeft(at(3), now.getTime())).toBe(3);
  });
});
