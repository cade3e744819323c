/** The talent network's paths, written once (zod-free; the job page's invitation loads them). */
export const talentNetworkPaths = {
  join: '/api/pcsx/talent_network',
  confirm: '/api/pcsx/talent_network/confirm',
  unsubscribe: '/api/pcsx/talent_network/unsubscribe',
} as const;
