import { describe, expect, it } from 'vitest';
import { dashboardRedirect } from './dashboard-target.ts';

describe('dashboardRedirect (shell §2)', () => {
  it('uses dashboard v2 only when the behaviour flag asks for it', () => {
    expect(dashboardRedirect({ redirectToDashboardV2: true })).toBe('/careers/dashboardv2');
    expect(dashboardRedirect({ redirectToDashboardV2: false })).toBeNull();
  });
});
