import type { Profile } from '@opencareers/contracts/profile';
import { describe, expect, it } from 'vitest';
import { applyLocalEdit, moveOrder } from './apply-local-edit.ts';

const profile = {
  skills: [
    { name: 'A', taxonomyId: null },
    { name: 'B', taxonomyId: null },
    { name: 'C', taxonomyId: null },
  ],
  headline: 'Old',
} as unknown as Profile;
const names = (p: Profile) => p.skills.map((s) => s.name);

describe('applyLocalEdit', () => {
  it('mirrors add, update, delete and reorder of a list section', () => {
    const add = {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: { name: 'D', taxonomyId: null } },
    } as const;
    expect(names(applyLocalEdit(profile, add))).toEqual(['A', 'B', 'C', 'D']);
    expect(
      names(
        applyLocalEdit(profile, {
          op_section: 'skills',
          operation: 'update',
          op_data: { index: 1, value: { name: 'X', taxonomyId: null } },
        }),
      ),
    ).toEqual(['A', 'X', 'C']);
    expect(
      names(applyLocalEdit(profile, { op_section: 'skills', operation: 'delete', op_data: { index: 0 } })),
    ).toEqual(['B', 'C']);
    expect(
      names(
        applyLocalEdit(profile, {
          op_section: 'skills',
          operation: 'reorder',
          op_data: { value: [2, 0, 1] },
        }),
      ),
    ).toEqual(['C', 'A', 'B']);
    expect(names(profile)).toEqual(['A', 'B', 'C']);
  });
  it('mirrors value updates and leaves file sections to the server', () => {
    expect(
      applyLocalEdit(profile, { op_section: 'headline', operation: 'update', op_data: { value: 'New' } })
        .headline,
    ).toBe('New');
    expect(
      applyLocalEdit(profile, { op_section: 'avatar', operation: 'update', op_data: { value: 'data:' } }),
    ).toBe(profile);
  });
});

describe('moveOrder', () => {
  it('swaps an item with its neighbour and refuses to move past the ends', () => {
    expect(moveOrder(3, 1, -1)).toEqual([1, 0, 2]);
    expect(moveOrder(3, 1, 1)).toEqual([0, 2, 1]);
    expect(moveOrder(3, 0, -1)).toBeNull();
    expect(moveOrder(3, 2, 1)).toBeNull();
  });
});
