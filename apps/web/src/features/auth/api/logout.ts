import { okResponseSchema } from '@opencareers/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const logout = () => apiRequest('/api/auth/logout', { method: 'POST', schema: okResponseSchema });

export const useLogout = () => useMutation({ mutationFn: logout, meta: { handlesErrors: true } });
