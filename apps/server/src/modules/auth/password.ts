import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id`; its enum is a const enum we cannot import. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/**
 * A password hash to verify against when no account matches, so a login with an unknown
 * email costs as long as one with a wrong password and does not reveal which emails exist.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
};
