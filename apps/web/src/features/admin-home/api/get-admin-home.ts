import { adminHomePaths } from '@opencareers/contracts/admin-home-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';

/** GET /api/admin/home: the counts on the admin home, and whether email is configured. */
export const useAdminHome = (since?: string) => {
  // Only admins and recruiters may read the counts (docs/admin.md "Team and roles").
  const role = useBoot().user.role;
  return useQuery({
    enabled: role === 'admin' || role === 'recruiter',
    queryKey: ['admin-home', since ?? null],
    queryFn: () =>
      apiRequest(adminHomePaths.home, {
        query: since ? { since } : {},
        schema: () => import('@opencareers/contracts/admin-home').then((m) => m.adminHomeResponseSchema),
      }),
    select: (r) => r.data,
    staleTime: 30_000,
  });
};
