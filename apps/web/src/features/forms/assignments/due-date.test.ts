import { describe, expect, it } from 'vitest';
import { daysUntil, isOverdue } from './due-date.ts';

const now = new Date(2026, 4, 10, 15, 0);

describe('due dates', () => {
  it('counts calendar days, so later today is 0 and tomorrow morning is 1', () => {
    expect(daysUntil(new Date(2026, 4, 10, 23, 59).toISOString(), now)).toBe(0);
    expect(daysUntil(new Date(2026, 4, 11, 1, 0).toISOString(), now)).toBe(1);
    expect(daysUntil(new Date(2026, 4, 8, 12, 0).toISOString(), now)).toBe(-2);
  });

  it('marks only unfinished forms past their due moment as overdue', () => {
    const past = new Date(2026, 4, 10, 14, 0).toISOString();
    expect(isOverdue({ status: 'open', due_at: past }, now)).toBe(true);
    expect(isOverdue({ status: 'in_progress', due_at: past }, now)).toBe(true);
    expect(isOverdue({ status: 'completed', due_at: past }, now)).toBe(false);
    expect(isOverdue({ status: 'open', due_at: null }, now)).toBe(false);
    expect(isOverdue({ status: 'open', due_at: new Date(2026, 4, 10, 16, 0).toISOString() }, now)).toBe(
      false,
    );
  });
});
