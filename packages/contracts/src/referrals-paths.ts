/** The referrals API's paths, written once (zod-free; the job page loads them). */
export const referralPaths = {
  create: '/api/pcsx/referrals',
  dashboard: '/api/pcsx/dashboard/referrals',
  /** DELETE: the referrer withdraws an unused referral (its link then links nothing). */
  one: '/api/pcsx/referrals/:id',
  /** POST: the invitation email again, at most once a day. */
  resend: '/api/pcsx/referrals/:id/resend',
} as const;
