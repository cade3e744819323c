import type { AdminApplicationSummary } from '@opencareers/contracts/applications';
import { describe, expect, it } from 'vitest';
import { byColumn, moveItems, moveTargets } from './board.ts';

const app = (
  id: string,
  status: AdminApplicationSummary['status'],
  version = 1,
): AdminApplicationSummary => ({
  id,
  status,
  version,
  active: true,
  candidate: { id: `u-${id}`, name: id, email: `${id}@example.com` },
  position: { id: 'p', title: 'Job', status: 'open' },
  applied_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('applications board', () => {
  it('puts every card in its status column, every column present', () => {
    const cols = byColumn([app('a', 'submitted'), app('b', 'hired'), app('c', 'submitted')]);
    expect(cols.get('submitted')?.map((a) => a.id)).toEqual(['a', 'c']);
    expect(cols.get('hired')?.map((a) => a.id)).toEqual(['b']);
    expect(cols.get('withdrawn')).toEqual([]);
    expect([...cols.keys()]).toHaveLength(7);
  });

  it('offers every other admin status as a move, none for a withdrawn card', () => {
    expect(moveTargets('submitted')).not.toContain('submitted');
    expect(moveTargets('submitted')).not.toContain('withdrawn');
    expect(moveTargets('withdrawn')).toEqual([]);
  });

  it('sends the selected movable cards with the versions seen', () => {
    const apps = [
      app('a', 'submitted', 3),
      app('b', 'in_review'),
      app('c', 'withdrawn'),
      app('d', 'submitted'),
    ];
    expect(moveItems(apps, new Set(['a', 'b', 'c']), 'in_review')).toEqual([{ id: 'a', version: 3 }]);
  });
});
