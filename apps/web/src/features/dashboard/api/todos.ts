import { dashboardPaths, todosResponseSchema } from '@opencareers/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const dashboardTodosKey = ['dashboard', 'todos'] as const;

/** GET /api/pcsx/dashboard/todos: what needs the candidate now, most urgent first (ordered by the server). */
export const useDashboardTodos = () =>
  useQuery({
    queryKey: dashboardTodosKey,
    queryFn: ({ signal }) =>
      apiRequest(dashboardPaths.todos, {
        schema: todosResponseSchema,
        signal,
      }).then((r) => r.data),
    // The list shows its own failure; the rest of the dashboard stays usable.
    meta: { handlesErrors: true },
  });
