/** The notifications API's paths, candidate and admin, written once (zod-free; fill them with `apiPath`). */
export const notificationPaths = {
  bootData: '/api/pcsx/notifications_boot_data',
  list: '/api/pcsx/notifications',
  badge: '/api/pcsx/notification_badge',
  markAllViewed: '/api/pcsx/notifications/mark_all_viewed',
  markAllClicked: '/api/pcsx/notifications/mark_all_clicked',
  markClicked: '/api/pcsx/notifications/:id/mark_clicked',
  preferences: '/api/pcsx/notification_preferences',
  adminList: '/api/admin/notifications',
  adminOutbox: '/api/admin/notifications/outbox',
  adminRetry: '/api/admin/notifications/outbox/:id/retry',
} as const;
