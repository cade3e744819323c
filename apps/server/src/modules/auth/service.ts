import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { LoginBody, SignupBody } from '@opencareers/contracts/auth';
import type { BootUser, Role } from '@opencareers/contracts/user';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Tenant } from '../tenants/service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { type UserRow, userRepository } from './repository.ts';

export const toBootUser = (user: UserRow | undefined, anonymousGroup: string): BootUser =>
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
          hasResume: false,
          location: user.location,
        },
      }
    : { groupId: anonymousGroup, isLoggedIn: false, role: null, profile: null };

const assertLoginEnabled = (tenant: Tenant) => {
  if (!tenant.config.loginSignupConfig.candidateLoginEnabled) {
    throw new HttpError(403, errorCodes.loginDisabled, 'Candidate login is not enabled on this site.');
  }
};

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
  if (isCommonPassword(body.password)) {
    throw new HttpError(400, errorCodes.weakPassword, 'This password is too common. Choose another one.', {
      password: 'This password is too common. Choose another one.',
    });
  }
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

export async function logIn(db: Db, tenant: Tenant, body: LoginBody): Promise<UserRow> {
  const user = await userRepository.findByEmail(db, tenant.id, body.email);
  // Always verify against some hash, so timing does not tell whether the email exists.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) throw new HttpError(401, errorCodes.invalidCredentials, 'Incorrect email or password.');
  // Admins may always log in to run their site; candidates only when the tenant allows it.
  if (user.role === 'candidate') assertLoginEnabled(tenant);
  await userRepository.touchLogin(db, user.id);
  return user;
}
