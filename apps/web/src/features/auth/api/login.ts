import { type AuthUserResponse, authUserResponseSchema, type LoginBody } from '@opencareers/contracts/auth';
import { authPaths } from '@opencareers/contracts/auth-paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const login = (body: LoginBody): Promise<AuthUserResponse> =>
  apiRequest(authPaths.login, { method: 'POST', json: body, schema: authUserResponseSchema });

// The form shows every failure next to its fields, so the global toasts stay quiet.
export const useLogin = () => useMutation({ mutationFn: login, meta: { handlesErrors: true } });
