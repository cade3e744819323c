import { tenantConfigSchema } from '@opencareers/contracts/tenant-config';
import { describe, expect, it } from 'vitest';
import { referralsEnabled } from './referrals-enabled.ts';

const config = (on: boolean) =>
  tenantConfigSchema.parse({ gates: { referralWithCandidateApplicationGate: on } });
const user = (isLoggedIn: boolean) => ({ groupId: 'g', isLoggedIn, role: null, profile: null }) as never;

describe('referralsEnabled', () => {
  it('needs both the gate and a signed-in user', () => {
    expect(referralsEnabled({ user: user(true), config: config(true) })).toBe(true);
    expect(referralsEnabled({ user: user(false), config: config(true) })).toBe(false);
    expect(referralsEnabled({ user: user(true), config: config(false) })).toBe(false);
  });
});
