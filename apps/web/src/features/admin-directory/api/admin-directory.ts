import {
  adminCandidatesResponseSchema,
  adminPositionsResponseSchema,
} from '@opencareers/contracts/admin-directory';
import { adminDirectoryPaths } from '@opencareers/contracts/admin-directory-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

const key = ['admin-directory'] as const;

/** GET /api/admin/candidates: the site's candidates whose name or email contains q. */
export const useAdminCandidates = (q = '') =>
  useQuery({
    queryKey: [...key, 'candidates', q],
    queryFn: () =>
      apiRequest(adminDirectoryPaths.candidates, { query: { q }, schema: adminCandidatesResponseSchema }),
    select: (r) => r.data.candidates,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/positions: open positions whose title contains q, for pickers. */
export const useAdminPositions = (q: string) =>
  useQuery({
    queryKey: [...key, 'positions', q],
    queryFn: () =>
      apiRequest(adminDirectoryPaths.positions, { query: { q }, schema: adminPositionsResponseSchema }),
    select: (r) => r.data.positions,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
