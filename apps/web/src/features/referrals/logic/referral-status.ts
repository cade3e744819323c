import type { ReferralStatus } from '@opencareers/contracts/referrals';

/**
 * The message key of a referral's stage: the application's own status words where it has
 * one (so "Interviewing" reads the same as on the candidate's applications), else ours.
 */
export const referralStatusKey = (status: ReferralStatus) =>
  status === 'invited' || status === 'closed' || status === 'expired'
    ? (`referrals.statuses.${status}` as const)
    : (`applications.status.${status}` as const);

/** A colour per stage, for the badge: neutral while invited, green once hired, grey when closed or expired. */
export const referralStatusColor = (status: ReferralStatus): string =>
  status === 'hired'
    ? 'teal'
    : status === 'closed' || status === 'expired'
      ? 'gray'
      : status === 'invited'
        ? 'blue'
        : 'indigo';
