import type { TodoItem } from '@opencareers/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { orderTodos, urgencyTier } from './todo-order.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now + days * day).toISOString();
const item = (id: string, kind: TodoItem['kind'], when: string | null = null): TodoItem => ({
  id,
  kind,
  title: id,
  href: '/',
  at: when,
  ends_at: null,
  detail: null,
});

describe('orderTodos', () => {
  it('puts deadlines first by date, whatever their kind, then undated answers, interviews, drafts and profile', () => {
    const input = [
      item('profile', 'profile'),
      item('draft', 'draft'),
      item('interview in 4 days', 'interview', at(4)),
      item('form undated', 'form'),
      item('form due in 5 days', 'form', at(5)),
      item('offer undated', 'offer'),
      item('offer in 3 days', 'offer', at(3)),
    ];
    expect(orderTodos(input, now).map((x) => x.id)).toEqual([
      'offer in 3 days',
      'form due in 5 days',
      'form undated',
      'offer undated',
      'interview in 4 days',
      'draft',
      'profile',
    ]);
  });

  it('puts a form due tomorrow before an offer expiring in a week, and an overdue form before both', () => {
    const input = [item('offer', 'offer', at(7)), item('form', 'form', at(1)), item('late', 'form', at(-2))];
    expect(orderTodos(input, now).map((x) => x.id)).toEqual(['late', 'form', 'offer']);
  });

  it('lets an interview within a day join the deadlines', () => {
    const input = [item('offer', 'offer', at(2)), item('soon', 'interview', at(0.5))];
    expect(orderTodos(input, now).map((x) => x.id)).toEqual(['soon', 'offer']);
    expect(urgencyTier(item('later', 'interview', at(2)), now)).toBe(2);
  });

  it('keeps the order undated items came in (drafts newest first, profile gaps heaviest first)', () => {
    const input = [item('p1', 'profile'), item('d1', 'draft'), item('p2', 'profile'), item('d2', 'draft')];
    expect(orderTodos(input, now).map((x) => x.id)).toEqual(['d1', 'd2', 'p1', 'p2']);
  });
});
