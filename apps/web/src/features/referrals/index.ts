/** The referrals feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { JobReferral } from './components/job-referral.tsx';
export { ReferralsPanel } from './components/referrals-panel.tsx';
export { referralsEnabled } from './logic/referrals-enabled.ts';
