import { z } from 'zod';

export const roles = ['candidate', 'admin', 'theme-builder'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Profile basics the shell needs (spec shell §3 "Profile fields"). */
export const profileBasicsSchema = z.object({
  fullname: z.string(),
  encId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  hasResume: z.boolean(),
  location: z.string(),
});
export type ProfileBasics = z.infer<typeof profileBasicsSchema>;

export const bootUserSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  role: roleSchema.nullable(),
  profile: profileBasicsSchema.nullable(),
});
export type BootUser = z.infer<typeof bootUserSchema>;
