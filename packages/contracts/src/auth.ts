import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { bootUserSchema } from './user.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** Length bounds follow NIST SP 800-63B: at least 8, and long passphrases allowed. */
export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(256, 'Use at most 256 characters');

const nameSchema = z.string().trim().min(1, 'Required').max(100, 'Use at most 100 characters');

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstname: nameSchema,
  lastname: nameSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserResponseSchema = dataEnvelope(z.object({ user: bootUserSchema }));
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

export const okResponseSchema = dataEnvelope(z.object({ ok: z.literal(true) }));
