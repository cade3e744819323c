import { okResponseSchema } from '@opencareers/contracts/auth';
import { authPaths } from '@opencareers/contracts/auth-paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const logout = () => apiRequest(authPaths.logout, { method: 'POST', schema: okResponseSchema });

export const useLogout = () => useMutation({ mutationFn: logout, meta: { handlesErrors: true } });
