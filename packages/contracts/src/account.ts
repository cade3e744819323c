import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { emailSchema, passwordSchema } from './auth.ts';

/**
 * Account and privacy (issue 12 item 11): change password, forgot/reset password, download my
 * data, delete my account. See docs/account.md.
 */

export const accountPaths = {
  changePassword: '/api/auth/change_password',
  forgotPassword: '/api/auth/forgot_password',
  resetPassword: '/api/auth/reset_password',
  downloadMyData: '/api/pcsx/download_my_data',
  deleteAccount: '/api/pcsx/delete_account',
} as const;

/** The browser page a reset email links to: `${resetPasswordPage}?token=…`. */
export const resetPasswordPage = '/careers/reset-password';
/** A reset link works once, for this long. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;

export const accountMessages = {
  /** The one answer to "forgot password", whether or not the account exists. */
  resetRequested:
    'If an account exists for this email, we have sent a link to reset the password. It works for one hour.',
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongPassword: 'The password is not correct.',
  badResetToken: 'This reset link is not valid or has expired. Ask for a new one.',
  confirmDelete: 'Type DELETE to confirm.',
} as const;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Required').max(256),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** 32 random bytes in base64url. */
export const resetTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: accountMessages.badResetToken });

export const resetPasswordBodySchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The word a candidate types to confirm deletion (not translated: it is a deliberate act). */
export const deleteConfirmationWord = 'DELETE';

export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'Required').max(256),
  confirm: z.literal(deleteConfirmationWord, { message: accountMessages.confirmDelete }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const messageResponseSchema = dataEnvelope(z.object({ ok: z.literal(true), message: z.string() }));
