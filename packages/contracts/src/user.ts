import { z } from 'zod';
import { profileCompletionSchema } from './profile.ts';
import { roles, staffRoles } from './user-roles.ts';

export {
  anyStaffRole,
  hiringRoles,
  isStaffRole,
  type Role,
  roles,
  type StaffRole,
  staffRoles,
  themeRoles,
} from './user-roles.ts';

export const roleSchema = z.enum(roles);
export const staffRoleSchema = z.enum(staffRoles);

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
  /** The UI language the signed-in user saved (issue 21); null when none or logged out. */
  locale: z.string().nullable(),
});
export type BootUser = z.infer<typeof bootUserSchema>;
