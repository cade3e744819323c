import { describe, expect, it } from 'vitest';
import { move, newQuestion, newQuestionId, withType } from './screening-draft.ts';

describe('screening question drafts', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('gives ids the contract accepts, never one already used', () => {
    const taken = Array.from({ length: 50 }, () => ({ id: newQuestionId([]) }));
    const id = newQuestionId(taken);
    expect(id).toMatch(/^[A-Za-z0-9]{1,32}$/);
    expect(taken.map((q) => q.id)).not.toContain(id);
  });

  it('starts a single choice with two empty options and keeps options already typed', () => {
    const q = newQuestion([]);
    expect(withType(q, 'single_choice').options).toEqual(['', '']);
    expect(withType({ ...q, options: ['A', 'B', 'C'] }, 'single_choice').options).toEqual(['A', 'B', 'C']);
  });
});
