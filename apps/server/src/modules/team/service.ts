import { createHash, randomBytes } from 'node:crypto';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  type AcceptInviteBody,
  acceptInvitePage,
  type CreateInviteBody,
  type InviteLookup,
  inviteLifetimeMs,
  type TeamInvite,
  type TeamMember,
  teamMessages,
} from '@opencareers/contracts/team';
import type { StaffRole } from '@opencareers/contracts/user';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { endSessions } from '../account/passwords.ts';
import { hashPassword } from '../auth/password.ts';
import type { UserRow } from '../auth/repository.ts';
import { assertPasswordAllowed, findUserByEmail, findUserById, insertUser } from '../auth/service.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { recipientLocale, translator } from '../notifications/server-messages.ts';
import type { Tenant } from '../tenants/service.ts';
import { type InviteRow, teamRepository } from './repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tx = (db: unknown) => db as Db;
const isStaff = (user: UserRow) => user.role !== 'candidate';

export const presentMember = (user: UserRow, meId: string): TeamMember => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  role: user.role as StaffRole,
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  isMe: user.id === meId,
});

const presentInvite = (row: InviteRow, inviter: string | null, now = new Date()): TeamInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: inviter,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

export async function listTeam(db: Db, tenantId: string, meId: string) {
  const [members, invites] = await Promise.all([
    teamRepository.members(db, tenantId),
    teamRepository.pendingInvites(db, tenantId),
  ]);
  return {
    members: members.map((m) => presentMember(m, meId)),
    invites: invites.map((i) => presentInvite(i.invite, i.inviter)),
  };
}

interface InviteContext {
  db: Db;
  notifier: CandidateNotifier;
  tenant: Tenant;
  /** The canonical origin the link points to (tenants/canonical-origin.ts). */
  origin: string;
  inviter: UserRow;
}

/**
 * Writes a fresh invite (its token's hash only) and its email in one transaction, after
 * revoking any older pending invite of the same email: only the newest link works.
 */
async function writeInvite(ctx: InviteContext, email: string, role: StaffRole): Promise<TeamInvite> {
  const token = randomBytes(32).toString('base64url');
  const link = `${ctx.origin}${acceptInvitePage}?token=${token}`;
  const inviterName = `${ctx.inviter.firstname} ${ctx.inviter.lastname}`.trim() || ctx.inviter.email;
  const site = ctx.tenant.name;
  // The invitee has no account yet, so no saved language: the company's default.
  const locale = recipientLocale(null, ctx.tenant.config.locale.default);
  const t = translator(locale);
  const row = await ctx.db.transaction(async (trx) => {
    await teamRepository.revokeForEmail(tx(trx), ctx.tenant.id, email);
    const invite = await teamRepository.insertInvite(tx(trx), {
      tenantId: ctx.tenant.id,
      email,
      role,
      tokenHash: hashToken(token),
      invitedBy: ctx.inviter.id,
      expiresAt: new Date(Date.now() + inviteLifetimeMs),
    });
    await ctx.notifier.queueEmail(tx(trx), {
      tenantId: ctx.tenant.id,
      userId: null,
      locale,
      domain: ctx.tenant.domain,
      to: email,
      subject: t('teamInvite.subject', { company: site }),
      text: [
        // The role's name sits inside a whole sentence per role: "as an admin" takes a
        // different case or article in many languages.
        t(`teamInvite.intro.${role}`, { inviter: inviterName, company: site }),
        '',
        t('teamInvite.link', { link }),
        '',
        t('teamInvite.ignore'),
        '',
      ].join('\n'),
    });
    return invite;
  });
  return presentInvite(row, inviterName);
}

export async function inviteMember(ctx: InviteContext, body: CreateInviteBody): Promise<TeamInvite> {
  const existing = await findUserByEmail(ctx.db, ctx.tenant.id, body.email);
  if (existing && isStaff(existing)) {
    throw new HttpError(409, errorCodes.conflict, teamMessages.alreadyMember, {
      email: teamMessages.alreadyMember,
    });
  }
  return writeInvite(ctx, body.email, body.role);
}

/** Sends a pending (or expired) invite again with a new link and a new expiry; the old link stops working. */
export async function resendInvite(ctx: InviteContext, id: string): Promise<TeamInvite> {
  const invite = await teamRepository.findPendingInvite(ctx.db, ctx.tenant.id, id);
  if (!invite) throw new HttpError(404, errorCodes.notFound, teamMessages.inviteNotFound);
  return writeInvite(ctx, invite.email, invite.role);
}

export async function revokeInvite(db: Db, tenantId: string, id: string): Promise<void> {
  if (!(await teamRepository.revoke(db, tenantId, id))) {
    throw new HttpError(404, errorCodes.notFound, teamMessages.inviteNotFound);
  }
}

async function staffMember(db: Db, tenantId: string, id: string): Promise<UserRow> {
  const user = await findUserById(db, tenantId, id);
  if (!user || !isStaff(user)) throw new HttpError(404, errorCodes.notFound, teamMessages.notMember);
  return user;
}

/**
 * Changes a member's role, or removes the member from the team (`role` null: the account
 * stays as a candidate account, so what they did keeps its author). Refuses to leave the
 * site without an admin. Every session of the member ends, so the new rights apply at once.
 */
export async function setMemberRole(
  db: Db,
  tenantId: string,
  id: string,
  role: StaffRole | null,
): Promise<UserRow> {
  return db.transaction(async (t) => {
    const member = await staffMember(tx(t), tenantId, id);
    const next = role ?? 'candidate';
    if (member.role === next) return member;
    if (member.role === 'admin') {
      const admins = await teamRepository.lockAndCountAdmins(tx(t), tenantId);
      if (admins <= 1) throw new HttpError(409, errorCodes.conflict, teamMessages.lastAdmin);
    }
    await teamRepository.setRole(tx(t), tenantId, id, next);
    await endSessions(tx(t), tenantId, id);
    return { ...member, role: next };
  });
}

async function usableInvite(db: Db, tenantId: string, token: string): Promise<InviteRow> {
  const invite = await teamRepository.findUsableByHash(db, tenantId, hashToken(token));
  if (!invite) throw new HttpError(400, errorCodes.invalidToken, teamMessages.badInvite);
  return invite;
}

export async function lookupInvite(
  db: Db,
  tenant: Tenant,
  token: string,
  visitor: UserRow | undefined,
): Promise<InviteLookup> {
  const invite = await usableInvite(db, tenant.id, token);
  const account = await findUserByEmail(db, tenant.id, invite.email);
  return {
    email: invite.email,
    role: invite.role,
    siteName: tenant.name,
    hasAccount: !!account,
    loggedInAsInvitee: !!account && visitor?.id === account.id,
  };
}

/**
 * Accepts an invitation. Someone with an account on this site accepts while logged in as it
 * (their role changes); anyone else gives a name and a password and gets a new account. The
 * token is used in the same transaction that checks it. Answers the user to log in.
 */
export async function acceptInvite(
  db: Db,
  tenant: Tenant,
  body: AcceptInviteBody,
  visitor: UserRow | undefined,
): Promise<UserRow> {
  const invite = await usableInvite(db, tenant.id, body.token);
  const account = await findUserByEmail(db, tenant.id, invite.email);
  if (account) {
    if (!visitor) throw new HttpError(401, errorCodes.unauthenticated, teamMessages.loginFirst);
    if (visitor.id !== account.id) throw new HttpError(403, errorCodes.forbidden, teamMessages.wrongAccount);
  } else {
    const { firstname, lastname, password } = body;
    if (!firstname || !lastname || !password) {
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries({ firstname, lastname, password })) {
        if (!v) fields[k] = 'Required';
      }
      throw new HttpError(400, errorCodes.validation, teamMessages.detailsRequired, fields);
    }
    assertPasswordAllowed(password, 'password', [invite.email, firstname, lastname]);
  }
  const passwordHash = account ? null : await hashPassword(body.password ?? '');
  return db.transaction(async (t) => {
    const used = await teamRepository.consume(tx(t), tenant.id, hashToken(body.token));
    if (!used) throw new HttpError(400, errorCodes.invalidToken, teamMessages.badInvite);
    if (account) {
      // A staff account keeps the higher of the two only if an admin says so: the invite decides.
      await teamRepository.setRole(tx(t), tenant.id, account.id, used.role);
      return { ...account, role: used.role };
    }
    const user = await insertUser(tx(t), {
      tenantId: tenant.id,
      email: used.email,
      passwordHash: passwordHash ?? '',
      firstname: body.firstname ?? '',
      lastname: body.lastname ?? '',
      role: used.role,
    });
    // Someone signed up with this email between the check and now: they accept logged in.
    if (!user) throw new HttpError(409, errorCodes.conflict, teamMessages.loginFirst);
    return user;
  });
}
