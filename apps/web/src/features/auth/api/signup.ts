import { type AuthUserResponse, authUserResponseSchema, type SignupBody } from '@opencareers/contracts/auth';
import { authPaths } from '@opencareers/contracts/auth-paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const signup = (body: SignupBody): Promise<AuthUserResponse> =>
  apiRequest(authPaths.signup, { method: 'POST', json: body, schema: authUserResponseSchema });

export const useSignup = () => useMutation({ mutationFn: signup, meta: { handlesErrors: true } });
