// The user roles as plain values, apart from user.ts's zod schemas (which re-exports them): the
// web's first view (navigation, route guards) reads them without loading zod (issue 17).

export const roles = ['candidate', 'admin', 'recruiter', 'theme-builder'] as const;
export type Role = (typeof roles)[number];
/**
 * Company staff roles an admin route may admit (DESIGN "Who uses it"; docs/admin.md "Team and
 * roles" has the permission table).
 */
export const staffRoles = ['admin', 'recruiter', 'theme-builder'] as const;
export type StaffRole = (typeof staffRoles)[number];
/** Routes the hiring work uses: applications, interviews, offers, forms, directories, jobs (read). */
export const hiringRoles = ['admin', 'recruiter'] as const satisfies readonly StaffRole[];
/** Routes of the theme builder. */
export const themeRoles = ['admin', 'theme-builder'] as const satisfies readonly StaffRole[];
/** Every staff role: the admin home. */
export const anyStaffRole = staffRoles;
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role ?? '');
