import type { BootData } from '@opencareers/contracts/boot';

/** Notification data belongs to one visitor of one tenant; logging in or out changes the key. */
export const notificationKeys = {
  all: ['notifications'] as const,
  of: (user: BootData['user']) =>
    ['notifications', user.groupId, user.profile?.encId ?? 'anonymous'] as const,
};
