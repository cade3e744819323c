import type { BootData } from '@opencareers/contracts/boot';

/** search §6 "The referral feature is gated": only a signed-in user on a site that turned it on refers. */
export const referralsEnabled = (boot: Pick<BootData, 'user' | 'config'>): boolean =>
  boot.user.isLoggedIn && boot.config.gates.referralWithCandidateApplicationGate;
