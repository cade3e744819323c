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
  it('the demo candidate starts with five applications, one moved on to interviews and told so', async () => {
    const { agent } = await loggedIn(t, demoTenant.candidate.email, demoTenant.candidate.password);
    const { applications, inactiveApplications } = (
      await agent.get('/api/pcsx/dashboard/applications')
    ).json().data;
    expect(inactiveApplications).toEqual([]);
    // Alone (no demo offers or interview), the three to be offered stay submitted.
    expect(applications.map((a: { status: string }) => a.status).sort()).toEqual([
      'interviewing',
      'submitted',
      'submitted',
      'submitted',
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

  it('with the demo offers and interview, each belongs to an application and moved it on', async () => {
    const all = await createTestApp({
      SEED_DEMO_APPLICATIONS: 'true',
      SEED_DEMO_OFFERS: 'true',
      SEED_DEMO_INTERVIEWS: 'true',
    });
    try {
      const { agent } = await loggedIn(all, demoTenant.candidate.email, demoTenant.candidate.password);
      const { applications } = (await agent.get('/api/pcsx/dashboard/applications')).json().data;
      const byPosition = new Map(
        applications.map((a: { position: { id: string }; status: string }) => [a.position.id, a.status]),
      );
      const offers = (await agent.get('/api/offer/offers')).json().data.offers as {
        position: { id: string };
      }[];
      expect(offers).toHaveLength(3);
      for (const o of offers) expect(byPosition.get(o.position.id)).toBe('offered');
      const interviews = (await agent.get('/api/pcsx/dashboard/interviews')).json().data.interviews as {
        position: { id: string };
      }[];
      expect(interviews).toHaveLength(1);
      expect(byPosition.get(interviews[0]!.position.id)).toBe('interviewing');
    } finally {
      await all.close();
    }
  });
});
