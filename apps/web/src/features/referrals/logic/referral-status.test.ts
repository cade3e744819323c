import { describe, expect, it } from 'vitest';
import { referralStatusKey } from './referral-status.ts';

describe('referralStatusKey', () => {
  it("uses the applications' words for application stages and ours for the rest", () => {
    expect(referralStatusKey('interviewing')).toBe('applications.status.interviewing');
    expect(referralStatusKey('invited')).toBe('referrals.statuses.invited');
    expect(referralStatusKey('closed')).toBe('referrals.statuses.closed');
    expect(referralStatusKey('expired')).toBe('referrals.statuses.expired');
  });
});
