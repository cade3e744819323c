/** The talent network's paths, written once (zod-free; the job page's invitation loads them). */
export const talentNetworkPaths = {
  join: '/api/pcsx/talent_network',
  confirm: '/api/pcsx/talent_network/confirm',
  unsubscribe: '/api/pcsx/talent_network/unsubscribe',
  /** A confirmed member's interests, read and changed through the signed link in every alert. */
  interests: '/api/pcsx/talent_network/interests',
  /** The company side: the members, a page at a time, and removing one. */
  adminList: '/api/admin/talent_network',
  adminOne: '/api/admin/talent_network/:id',
  /** Every member of one status (or all) as CSV, for admins. */
  adminExport: '/api/admin/talent_network/export',
} as const;
