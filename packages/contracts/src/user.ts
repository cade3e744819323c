import { z } from 'zod';
import { profileCompletionSchema } from './profile.ts';

export const roles = ['candidate', 'admin', 'recruiter', 'theme-builder'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
/**
 * Company staff roles an admin route may admit (DESIGN "Who uses it"; docs/admin.md "Team and
 * roles" has the permission table).
 */
export const staffRoles = ['admin', 'recruiter', 'theme-builder'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);
/** Routes the hiring work uses: applications, interviews, offers, forms, directories, jobs (read). */
export const hiringRoles = ['admin', 'recruiter'] as const satisfies readonly StaffRole[];
/** Routes of the theme builder. */
export const themeRoles = ['admin', 'theme-builder'] as const satisfies readonly StaffRole[];
/** Every staff role: the admin home. */
export const anyStaffRole = staffRoles;
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role ?? '');

/** Profile basics the shell needs (spec shell §3 "Profile fields"). */
export const profileBasicsSchema = z.object({
  fullname: z.string(),
  encId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  hasResume: z.boolean(),
  location: z.string(),
  /** Spec search §3 "the profile has avatar and location"; a path starting with '/' gets the static host prefix (§9). */
  avatar: z.string().nullable(),
});
export type ProfileBasics = z.infer<typeof profileBasicsSchema>;

export const bootUserSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  role: roleSchema.nullable(),
  profile: profileBasicsSchema.nullable(),
  /** Spec search §3 User.profileCompletionData; null when logged out. */
  profileCompletionData: profileCompletionSchema.nullable(),
});
export type BootUser = z.infer<typeof bootUserSchema>;
