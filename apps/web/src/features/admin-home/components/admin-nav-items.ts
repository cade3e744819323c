import type { StaffRole } from '@opencareers/contracts/user';
import {
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconFileCertificate,
  IconFileImport,
  IconFileText,
  IconForms,
  IconHome,
  IconMailHeart,
  IconPalette,
  IconSettings,
  IconSpeakerphone,
  IconUsersGroup,
} from '@tabler/icons-react';

const H = ['admin', 'recruiter'] as const satisfies readonly StaffRole[];
const A = ['admin'] as const satisfies readonly StaffRole[];
const T = ['admin', 'theme-builder'] as const satisfies readonly StaffRole[];

/**
 * Every area of the admin console, in the order the side navigation lists them, with the
 * roles that may use it (docs/admin.md "Team and roles"; the server enforces the same).
 */
export const adminNavItems = [
  { to: '/admin', labelKey: 'admin.nav.home', icon: IconHome, exact: true, roles: H },
  { to: '/admin/jobs', labelKey: 'admin.nav.jobs', icon: IconBriefcase, roles: H },
  { to: '/admin/import', labelKey: 'admin.nav.import', icon: IconFileImport, roles: A },
  { to: '/admin/applications', labelKey: 'admin.nav.applications', icon: IconClipboardList, roles: H },
  { to: '/admin/interviews', labelKey: 'admin.nav.interviews', icon: IconCalendarEvent, roles: H },
  { to: '/admin/events', labelKey: 'admin.nav.events', icon: IconSpeakerphone, roles: H },
  { to: '/admin/talent-network', labelKey: 'admin.nav.talentNetwork', icon: IconMailHeart, roles: H },
  { to: '/admin/offers', labelKey: 'admin.nav.offers', icon: IconFileCertificate, roles: H },
  { to: '/admin/letter-template', labelKey: 'admin.nav.letterTemplate', icon: IconFileText, roles: A },
  { to: '/admin/forms', labelKey: 'admin.nav.forms', icon: IconForms, roles: A },
  { to: '/admin/form-assignments', labelKey: 'admin.nav.formAssignments', icon: IconChecklist, roles: H },
  { to: '/admin/notifications', labelKey: 'admin.nav.notifications', icon: IconBell, roles: A },
  { to: '/admin/analytics', labelKey: 'admin.nav.analytics', icon: IconChartBar, roles: A },
  { to: '/admin/team', labelKey: 'admin.nav.team', icon: IconUsersGroup, roles: A },
  { to: '/admin/settings', labelKey: 'siteSettings.nav', icon: IconSettings, roles: A },
  { to: '/admin/theme', labelKey: 'themeBuilder.nav', icon: IconPalette, roles: T },
] as const;

export type AdminNavItem = (typeof adminNavItems)[number];

/** The areas a role may use; none for a role that is not staff. */
export const adminNavItemsFor = (role: string | null | undefined): AdminNavItem[] =>
  adminNavItems.filter((item) => (item.roles as readonly string[]).includes(role ?? ''));

/** Whether a nav item is the current area (its own page or one below it). */
export const isActive = (item: Pick<AdminNavItem, 'to'> & { exact?: boolean }, pathname: string) =>
  'exact' in item && item.exact
    ? pathname === item.to || pathname === `${item.to}/`
    : pathname === item.to || pathname.startsWith(`${item.to}/`);
