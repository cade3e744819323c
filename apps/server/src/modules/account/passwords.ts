import { createHash, randomBytes } from 'node:crypto';
import { accountMessages, resetPasswordPage, resetTokenLifetimeMs } from '@opencareers/contracts/account';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import type { UserRow } from '../auth/repository.ts';
import { assertPasswordAllowed, findUserByEmail, findUserById } from '../auth/service.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { Tenant } from '../tenants/service.ts';

/** Stand-ins for deleted candidates have addresses here (account-deletion.ts). */
export const deletedEmailDomain = '@deleted.invalid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every session of the user; the caller starts a fresh one when the user stays logged in. */
export async function endSessions(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));
}

async function setPassword(db: Db, user: UserRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
}

/** Changes a logged-in user's password after checking the current one; ends all their sessions. */
export async function changePassword(
  db: Db,
  user: UserRow,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new HttpError(400, errorCodes.invalidCredentials, accountMessages.wrongCurrentPassword, {
      currentPassword: accountMessages.wrongCurrentPassword,
    });
  }
  assertPasswordAllowed(body.newPassword, 'newPassword', [user.email, user.firstname, user.lastname]);
  await setPassword(db, user, body.newPassword);
  await endSessions(db, user.tenantId, user.id);
}

/** Checks a password for a sensitive action, costing the same whether or not it is right. */
export async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, errorCodes.invalidCredentials, accountMessages.wrongPassword, {
      password: accountMessages.wrongPassword,
    });
  }
}

/**
 * "Forgot password": when the email belongs to an account, stores a fresh single-use token (its
 * hash only) and emails the link through the outbox; otherwise does nothing. The caller answers
 * the same either way. Returns whether an email was written (for tests and logs only).
 */
export async function requestPasswordReset(
  db: Db,
  notifier: CandidateNotifier,
  tenant: Tenant,
  email: string,
  origin: string,
): Promise<boolean> {
  const found = await findUserByEmail(db, tenant.id, email);
  // A deleted candidate's stand-in (account-deletion.ts) has no owner to reset it.
  const user = found && !found.email.endsWith(deletedEmailDomain) ? found : undefined;
  if (!user) {
    // Spend what hashing the token and writing two rows would, roughly: no timing tell.
    await dummyPasswordHash();
    hashToken(randomBytes(32).toString('base64url'));
    return false;
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + resetTokenLifetimeMs);
  const link = `${origin}${resetPasswordPage}?token=${token}`;
  // The token and its email are written together; the outbox relay sends the email, so how
  // fast the mail server is never shows in this request's timing.
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tenantId: tenant.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
    });
    // In the user's language, like every email to them (docs/i18n.md).
    const { locale, t } = await notifier.writerFor(tx as unknown as Db, tenant.id, user.id);
    await notifier.queueEmail(tx as unknown as Db, {
      locale,
      tenantId: tenant.id,
      userId: user.id,
      domain: tenant.domain,
      to: user.email,
      subject: t('passwordReset.subject', { company: tenant.name }),
      text: [
        t('passwordReset.intro', { company: tenant.name }),
        '',
        t('passwordReset.link', { link }),
        '',
        t('passwordReset.ignore'),
        '',
      ].join('\n'),
    });
  });
  return true;
}

/**
 * Sets a new password with a reset token: the token must exist, be unused and unexpired; it is
 * marked used in the same statement that checks it, so two requests cannot both use it. Every
 * session of the user ends.
 */
export async function resetPassword(
  db: Db,
  tenantId: string,
  token: string,
  password: string,
): Promise<UserRow> {
  assertPasswordAllowed(password, 'password');
  const bad = () => new HttpError(400, errorCodes.invalidToken, accountMessages.badResetToken);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tenantId, tenantId),
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw bad();
    const user = await findUserById(tx as unknown as Db, tenantId, used.userId);
    if (!user) throw bad();
    await setPassword(tx as unknown as Db, user, password);
    // Older links of the same user stop working too: the password they were for is gone.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await endSessions(tx as unknown as Db, tenantId, user.id);
    return user;
  });
}
