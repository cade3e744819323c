/** The talent network's paths, written once (zod-free; the job page's invitation loads them). */
export const talentNetworkPaths = {
  join: '/api/pcsx/talent_network',
  confirm: '/api/pcsx/talent_network/confirm',
  unsubscribe: '/api/pcsx/talent_network/unsubscribe',
  /** A confirmed member's interests, read and changed through the signed link in every alert. */
  interests: '/api/pcsx/talent_network/interests',
  /** DELETE: a member withdraws the résumé and profile they shared (the same signed link). */
  sharing: '/api/pcsx/talent_network/sharing',
  /** The company side: the members, a page at a time, and removing one. */
  adminList: '/api/admin/talent_network',
  adminOne: '/api/admin/talent_network/:id',
  /** Every member of one status (or all) as CSV, for admins. */
  adminExport: '/api/admin/talent_network/export',
  /** A member's shared résumé (a download) and shared profile summary, for the hiring team. */
  adminResume: '/api/admin/talent_network/:id/resume',
  adminProfile: '/api/admin/talent_network/:id/profile',
} as const;
