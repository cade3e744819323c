import {
  accountPaths,
  type ForgotPasswordBody,
  messageResponseSchema,
  type ResetPasswordBody,
} from '@opencareers/contracts/account';
import { okResponseSchema } from '@opencareers/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const requestPasswordReset = async (body: ForgotPasswordBody) =>
  (
    await apiRequest(accountPaths.forgotPassword, {
      method: 'POST',
      json: body,
      schema: messageResponseSchema,
    })
  ).data;

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest(accountPaths.resetPassword, { method: 'POST', json: body, schema: okResponseSchema });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { handlesErrors: true } });

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
