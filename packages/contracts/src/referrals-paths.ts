/** The referrals API's paths, written once (zod-free; the job page loads them). */
export const referralPaths = {
  create: '/api/pcsx/referrals',
  dashboard: '/api/pcsx/dashboard/referrals',
} as const;
