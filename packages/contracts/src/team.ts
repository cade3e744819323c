import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { staffRoleSchema } from './user.ts';

/**
 * Team and roles (issue 15 item 6; docs/admin.md "Team and roles"): staff members of a site,
 * invitations by email with a single-use token, role changes and removal.
 */

/** The browser page an invitation email links to: `${acceptInvitePage}?token=…`. */
export const acceptInvitePage = '/careers/accept-invite';
/** An invitation link works once, for this long. */
export const inviteLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const teamMessages = {
  lastAdmin: 'A site needs at least one admin: make someone else an admin first.',
  alreadyMember: 'This person is already on the team.',
  badInvite:
    'This invitation is not valid any more: it was used, revoked or has expired. Ask an admin for a new one.',
  loginFirst: 'An account with this email exists on this site: log in with it to accept the invitation.',
  wrongAccount: 'This invitation is for another email address. Log out and log in with that one.',
  detailsRequired: 'Enter your name and choose a password.',
  notMember: 'This person is not on the team.',
  inviteNotFound: 'This invitation does not exist or is no longer pending.',
} as const;

const nameSchema = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters');

export const teamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: staffRoleSchema,
  lastLoginAt: z.string().nullable(),
  isMe: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamResponseSchema = dataEnvelope(
  z.object({ members: z.array(teamMemberSchema), invites: z.array(teamInviteSchema) }),
);
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const createInviteBodySchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type CreateInviteBody = z.infer<typeof createInviteBodySchema>;
export const inviteResponseSchema = dataEnvelope(z.object({ invite: teamInviteSchema }));

export const teamIdParamsSchema = z.object({ id: z.uuid() });
export const changeRoleBodySchema = z.object({ role: staffRoleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;
export const memberResponseSchema = dataEnvelope(z.object({ member: teamMemberSchema }));

/** A token as the invitation email carries it (base64url of 32 random bytes). */
export const inviteTokenSchema = z
  .string()
  .min(20, 'This invitation link is incomplete')
  .max(200, 'This invitation link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid');

export const inviteLookupBodySchema = z.object({ token: inviteTokenSchema });
export const inviteLookupResponseSchema = dataEnvelope(
  z.object({
    email: z.string(),
    role: staffRoleSchema,
    siteName: z.string(),
    /** An account with the invited email exists on this site: accept it logged in as that account. */
    hasAccount: z.boolean(),
    /** The visitor is logged in as the invited account. */
    loggedInAsInvitee: z.boolean(),
  }),
);
export type InviteLookup = z.infer<typeof inviteLookupResponseSchema>['data'];

/** Without an account: name and password; with one (logged in as it): the token alone. */
export const acceptInviteBodySchema = z.object({
  token: inviteTokenSchema,
  firstname: nameSchema.optional(),
  lastname: nameSchema.optional(),
  password: passwordSchema.optional(),
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;

export const teamPaths = {
  team: '/api/admin/team',
  invites: '/api/admin/team/invites',
  invite: '/api/admin/team/invites/:id',
  resendInvite: '/api/admin/team/invites/:id/resend',
  member: '/api/admin/team/members/:id',
  memberRole: '/api/admin/team/members/:id/role',
  lookupInvite: '/api/team/invite',
  acceptInvite: '/api/team/invite/accept',
} as const;
