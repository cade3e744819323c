import type { DraftApplication } from '@opencareers/contracts/drafts';
import { describe, expect, it } from 'vitest';
import { splitDraftApplications } from './split-drafts.ts';

const draft = (id: string, archived_at: number) =>
  ({ position_id: id, position: { id, archived_at }, updated_at: '' }) as unknown as DraftApplication;

describe('splitDraftApplications', () => {
  it('puts archived_at below 0 in open and above 0 in closed, keeping the order', () => {
    const { openDraftApplications, closedDraftApplications } = splitDraftApplications([
      draft('a', -1),
      draft('b', 1_700_000_000),
      draft('c', -1),
    ]);
    expect(openDraftApplications.map((d) => d.position_id)).toEqual(['a', 'c']);
    expect(closedDraftApplications.map((d) => d.position_id)).toEqual(['b']);
  });
});
