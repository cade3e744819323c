import { type Application, applicationStatuses } from '@opencareers/contracts/applications';
import { describe, expect, it } from 'vitest';
import { applicationFor } from './application-for.ts';

const application = (id: string, positionId: string, active = true): Application => ({
  id,
  status: applicationStatuses[0],
  active,
  position: { id: positionId, title: 'Engineer', location: 'Paris', status: 'open' },
  applied_at: '2026-11-23T10:00:00Z',
  updated_at: '2026-11-23T10:00:00Z',
  history: [],
});

describe('applicationFor', () => {
  it('finds an active or an inactive application to the position', () => {
    const data = {
      applications: [application('a1', 'p1')],
      inactiveApplications: [application('a2', 'p2', false)],
    };
    expect(applicationFor(data, 'p1')?.id).toBe('a1');
    expect(applicationFor(data, 'p2')?.id).toBe('a2');
  });

  it('is undefined for another position, or before the applications have loaded', () => {
    expect(applicationFor({ applications: [application('a1', 'p1')], inactiveApplications: [] }, 'p3')).toBe(
      undefined,
    );
    expect(applicationFor(undefined, 'p1')).toBe(undefined);
  });
});
