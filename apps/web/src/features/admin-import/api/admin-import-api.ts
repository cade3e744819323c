import {
  dryRunResponseSchema,
  type ImportSource,
  importRunResponseSchema,
  inspectResponseSchema,
} from '@opencareers/contracts/admin-import';
import { adminImportPaths } from '@opencareers/contracts/admin-import-paths';
import { apiPath } from '@opencareers/contracts/api-path';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { adminJobKeys } from '../../admin-jobs/index.ts';

const key = ['admin-import'] as const;

/** The admin page shows every outcome itself (the file's problem, the rows' errors). */
const quiet = { meta: { handlesErrors: true } };

export const useInspectFile = () =>
  useMutation({
    mutationFn: (body: { content: string; fileName: string }) =>
      apiRequest(adminImportPaths.inspect, {
        method: 'POST',
        json: body,
        schema: inspectResponseSchema,
      }).then((r) => r.data),
    ...quiet,
  });

export const useDryRun = () =>
  useMutation({
    mutationFn: (source: ImportSource) =>
      apiRequest(adminImportPaths.dryRun, {
        method: 'POST',
        json: source,
        schema: dryRunResponseSchema,
      }).then((r) => r.data),
    ...quiet,
  });

export const useStartImport = () =>
  useMutation({
    mutationFn: (source: ImportSource) =>
      apiRequest(adminImportPaths.runs, {
        method: 'POST',
        json: source,
        schema: importRunResponseSchema,
      }).then((r) => r.data.run),
    ...quiet,
  });

/** A run's progress, polled twice a second until it ends; then the jobs lists are read again. */
export function useImportRun(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...key, 'run', id],
    enabled: !!id,
    queryFn: async () => {
      const run = (
        await apiRequest(apiPath(adminImportPaths.run, { id: id! }), {
          schema: importRunResponseSchema,
        })
      ).data.run;
      if (run.status !== 'running') void client.invalidateQueries({ queryKey: adminJobKeys.all });
      return run;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 500 : false),
  });
}
