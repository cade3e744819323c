import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn } from '../notifications/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_APPLICATIONS: 'true' });
});
afterAll(() => t.close());

describe('demo applications', () => {
  it('the demo candidate starts with two applications, one moved on to interviews and told so', async () => {
    const { agent } = await loggedIn(t, demoTenant.candidate.email, demoTenant.candidate.password);
    const { applications, inactiveApplications } = (
      await agent.get('/api/pcsx/dashboard/applications')
    ).json().data;
    expect(inactiveApplications).toEqual([]);
    expect(applications.map((a: { status: string }) => a.status).sort()).toEqual([
      'interviewing',
      'submitted',
    ]);
    const moved = applications.find((a: { status: string }) => a.status === 'interviewing');
    expect(moved.history.map((h: { to: string }) => h.to)).toEqual([
      'submitted',
      'in_review',
      'interviewing',
    ]);
    const told = (await agent.get('/api/pcsx/notifications'))
      .json()
      .data.notifications.filter((n: { redirectUrl: string }) => n.redirectUrl === '/careers/applications');
    expect(told).toHaveLength(2);
  });
});
