import {
  accountPaths,
  type ChangePasswordBody,
  type DeleteAccountBody,
  messageResponseSchema,
} from '@opencareers/contracts/account';
import { okResponseSchema } from '@opencareers/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { withQuery } from '../../../lib/api/query-string.ts';
import { forwardedParamsFrom } from '../../../lib/api/request-context.ts';

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest(accountPaths.changePassword, { method: 'POST', json: body, schema: okResponseSchema });

export const deleteAccount = (body: DeleteAccountBody) =>
  apiRequest(accountPaths.deleteAccount, { method: 'POST', json: body, schema: okResponseSchema });

/** Emails the logged-in candidate a reset link (the same request as "Forgot password?"). */
export const emailResetLink = async (email: string) =>
  (
    await apiRequest(accountPaths.forgotPassword, {
      method: 'POST',
      json: { email },
      schema: messageResponseSchema,
    })
  ).data;

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
export const useDeleteAccount = () =>
  useMutation({ mutationFn: deleteAccount, meta: { handlesErrors: true } });
export const useEmailResetLink = () =>
  useMutation({ mutationFn: emailResetLink, meta: { handlesErrors: true } });

/** The archive downloads through a plain link: the browser saves it, with the session cookie. */
export const downloadMyDataHref = (search: string) =>
  withQuery(accountPaths.downloadMyData, forwardedParamsFrom(search));
