import { describe, expect, it } from 'vitest';
import { isActive, isPositionOpen } from './present.ts';

const now = new Date('2026-06-01T00:00:00Z');
const position = (status: string, expiresAt: Date | null = null) => ({
  id: 'p',
  title: 'T',
  department: 'D',
  location: 'L',
  status,
  expiresAt,
  screeningQuestions: [],
  applicationFormId: null,
});

describe('active and inactive applications', () => {
  it('a position takes applications while open and before its expiry', () => {
    expect(isPositionOpen(position('open'), now)).toBe(true);
    expect(isPositionOpen(position('open', new Date('2026-07-01T00:00:00Z')), now)).toBe(true);
    expect(isPositionOpen(position('open', new Date('2026-05-31T23:59:59Z')), now)).toBe(false);
    expect(isPositionOpen(position('closed'), now)).toBe(false);
  });

  it('final statuses and closed or missing positions are inactive', () => {
    for (const s of ['submitted', 'in_review', 'interviewing', 'offered'] as const)
      expect(isActive(s, position('open'), now)).toBe(true);
    for (const s of ['hired', 'rejected', 'withdrawn'] as const)
      expect(isActive(s, position('open'), now)).toBe(false);
    expect(isActive('submitted', position('closed'), now)).toBe(false);
    expect(isActive('submitted', undefined, now)).toBe(false);
  });
});
