import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendOfferExpiryReminders } from './offer-expiry-reminders.ts';
import { admin, candidate, makeOffer, setExpiry } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

interface Listed {
  message: string;
  redirectUrl: string;
  notificationType: string;
}
const aboutOffer = async (offerId: string, filter?: 'action_required'): Promise<Listed[]> => {
  const res = await me.get(`/api/pcsx/notifications${filter ? `?type_filter=${filter}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.notifications.filter((n: Listed) => n.redirectUrl === `/careers/offer/${offerId}`);
};

describe('offers tell the candidate', () => {
  it('an extended offer is one action-required notification linking to the offer', async () => {
    const offer = await makeOffer(t, adminAgent);
    const told = await aboutOffer(offer.id, 'action_required');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatch(/^You have a job offer for .+\. Please respond by \d\d\/\d\d\/\d{4}\.$/);
    // Extending again (a new expiry) is the same offer: nothing is told twice.
    expect((await adminAgent.post(`/api/admin/offers/${offer.id}/extend`, {})).statusCode).toBe(200);
    expect(await aboutOffer(offer.id)).toHaveLength(1);
  });

  it('declining ends the action; canceling does the same for a withdrawn offer', async () => {
    const declined = await makeOffer(t, adminAgent);
    expect((await me.post(`/api/offer/offers/${declined.id}/decline`)).statusCode).toBe(200);
    expect(await aboutOffer(declined.id, 'action_required')).toHaveLength(0);
    expect(await aboutOffer(declined.id)).toHaveLength(1);

    const canceled = await makeOffer(t, adminAgent);
    expect((await adminAgent.post(`/api/admin/offers/${canceled.id}/cancel`)).statusCode).toBe(200);
    expect(await aboutOffer(canceled.id, 'action_required')).toHaveLength(0);
  });

  it('a draft that was never extended tells nothing', async () => {
    const draft = await makeOffer(t, adminAgent, { extend: false });
    expect(await aboutOffer(draft.id)).toHaveLength(0);
  });

  it('reminds once when an open offer nears expiry, again only if the expiry moves', async () => {
    const offer = await makeOffer(t, adminAgent);
    const now = new Date();
    await setExpiry(t, offer.id, new Date(now.getTime() + 30 * 60 * 60 * 1000));
    const reminded = async () =>
      (await aboutOffer(offer.id)).filter((n) => n.message.includes('expires on')).length;

    await sendOfferExpiryReminders(t.database.db, t.app.notifier, now);
    expect(await reminded()).toBe(1);
    await sendOfferExpiryReminders(t.database.db, t.app.notifier, now);
    expect(await reminded()).toBe(1);

    await setExpiry(t, offer.id, new Date(now.getTime() + 40 * 60 * 60 * 1000 + 24 * 60 * 60 * 1000));
    await sendOfferExpiryReminders(t.database.db, t.app.notifier, now);
    expect(await reminded()).toBe(1); // three days out: not yet
    await sendOfferExpiryReminders(
      t.database.db,
      t.app.notifier,
      new Date(now.getTime() + 24 * 60 * 60 * 1000),
    );
    expect(await reminded()).toBe(2);
  });

  it('an answered or already expired offer is not reminded', async () => {
    const now = new Date();
    const declined = await makeOffer(t, adminAgent);
    await setExpiry(t, declined.id, new Date(now.getTime() + 60 * 60 * 1000));
    await me.post(`/api/offer/offers/${declined.id}/decline`);
    const expired = await makeOffer(t, adminAgent);
    await setExpiry(t, expired.id, new Date(now.getTime() - 60 * 1000));
    await sendOfferExpiryReminders(t.database.db, t.app.notifier, now);
    for (const id of [declined.id, expired.id]) {
      expect((await aboutOffer(id)).filter((n) => n.message.includes('expires on'))).toHaveLength(0);
    }
  });
});
