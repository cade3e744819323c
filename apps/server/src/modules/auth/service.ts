import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { LoginBody, SignupBody } from '@opencareers/contracts/auth';
import type { BootUser, Role } from '@opencareers/contracts/user';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Tenant } from '../tenants/service.ts';
import {
  type AccountThrottleLimits,
  accountRetryAfterMs,
  clearLoginFailures,
  recordLoginFailure,
} from './account-throttle.ts';
import { isCommonPassword } from './common-passwords.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { type UserRow, userRepository } from './repository.ts';

/** What the profile module adds to a logged-in user's boot data (spec search §3). */
export interface BootProfileExtras {
  hasResume: boolean;
  avatar: string | null;
  profileCompletionData: BootUser['profileCompletionData'];
}

export const toBootUser = (
  user: UserRow | undefined,
  anonymousGroup: string,
  extras?: BootProfileExtras,
): BootUser =>
  user
    ? {
        groupId: user.tenantId,
        isLoggedIn: true,
        role: user.role as Role,
        profile: {
          fullname: `${user.firstname} ${user.lastname}`.trim(),
          encId: user.id,
          email: user.email,
          firstname: user.firstname,
          lastname: user.lastname,
          hasResume: extras?.hasResume ?? false,
          location: user.location,
          avatar: extras?.avatar ?? null,
        },
        profileCompletionData: extras?.profileCompletionData ?? null,
        locale: user.locale,
      }
    : {
        groupId: anonymousGroup,
        isLoggedIn: false,
        role: null,
        profile: null,
        profileCompletionData: null,
        locale: null,
      };

const assertLoginEnabled = (tenant: Tenant) => {
  if (!tenant.config.loginSignupConfig.candidateLoginEnabled) {
    throw new HttpError(403, errorCodes.loginDisabled, 'Candidate login is not enabled on this site.');
  }
};

/**
 * The password policy for every new password (sign-up, change, reset), in one place so a
 * stricter policy applies everywhere at once. `field` names the form field the error belongs to.
 */
export function assertPasswordAllowed(password: string, field = 'password', userInputs: string[] = []): void {
  if (isCommonPassword(password, userInputs)) {
    const message = 'This password is too common or too easy to guess. Choose another one.';
    throw new HttpError(400, errorCodes.weakPassword, message, { [field]: message });
  }
}

export async function signUp(
  db: Db,
  tenant: Tenant,
  body: SignupBody,
  role: Role = 'candidate',
): Promise<UserRow> {
  if (role === 'candidate') {
    assertLoginEnabled(tenant);
    if (!tenant.config.loginSignupConfig.candidateSignupEnabled) {
      throw new HttpError(403, errorCodes.loginDisabled, 'Sign-up is not enabled on this site.');
    }
  }
  assertPasswordAllowed(body.password, 'password', [body.email, body.firstname, body.lastname]);
  const user = await userRepository.insert(db, {
    tenantId: tenant.id,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstname: body.firstname,
    lastname: body.lastname,
    role,
  });
  if (!user) {
    throw new HttpError(
      409,
      errorCodes.emailTaken,
      'An account with this email already exists. Log in instead.',
      {
        email: 'An account with this email already exists.',
      },
    );
  }
  return user;
}

export async function logIn(
  db: Db,
  tenant: Tenant,
  body: LoginBody,
  throttle: AccountThrottleLimits,
): Promise<UserRow> {
  const waitMs = await accountRetryAfterMs(db, tenant.id, body.email, throttle);
  if (waitMs > 0) {
    throw new HttpError(
      429,
      errorCodes.rateLimited,
      `Too many attempts. Try again in ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
  const user = await userRepository.findByEmail(db, tenant.id, body.email);
  // Always verify against some hash, so timing does not tell whether the email exists.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    await recordLoginFailure(db, tenant.id, body.email, throttle);
    throw new HttpError(401, errorCodes.invalidCredentials, 'Incorrect email or password.');
  }
  await clearLoginFailures(db, tenant.id, body.email);
  // Admins may always log in to run their site; candidates only when the tenant allows it.
  if (user.role === 'candidate') assertLoginEnabled(tenant);
  await userRepository.touchLogin(db, user.id);
  return user;
}

/** The account reads other modules use (the repository stays this module's own). */
export const findUserById = userRepository.findById;
export const findUserByEmail = userRepository.findByEmail;
/** Inserts unless the email is taken in that tenant (undefined then); staff accept invitations through it. */
export const insertUser = userRepository.insert;
