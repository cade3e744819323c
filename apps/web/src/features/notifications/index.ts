/** The notifications feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { notificationKeys } from './api/query-keys.ts';
export { NotificationBell } from './components/notification-bell.tsx';
