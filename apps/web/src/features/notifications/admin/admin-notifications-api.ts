import { apiPath } from '@opencareers/contracts/api-path';
import {
  adminJobRunsResponseSchema,
  runBackgroundJobResponseSchema,
} from '@opencareers/contracts/background-jobs';
import { backgroundJobPaths } from '@opencareers/contracts/background-jobs-paths';
import {
  type AdminNotificationBody,
  adminNotificationResponseSchema,
  adminOutboxResponseSchema,
  adminOutboxRetryResponseSchema,
} from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const outboxKey = ['admin-outbox'] as const;
/** Emails shown per outbox page. */
export const outboxPageSize = 20;

/** One page (from 1) of the tenant's outbox, newest first, with the total for paging. */
export const useAdminOutbox = (page: number) =>
  useQuery({
    queryKey: [...outboxKey, page],
    queryFn: ({ signal }) =>
      apiRequest(notificationPaths.adminOutbox, {
        query: { limit: String(outboxPageSize), offset: String((page - 1) * outboxPageSize) },
        schema: adminOutboxResponseSchema,
        signal,
      }),
    select: (r) => r.data,
    // Paging keeps the last page on screen until the next arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSendAdminNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNotificationBody) =>
      apiRequest(notificationPaths.adminList, {
        method: 'POST',
        json: body,
        schema: adminNotificationResponseSchema,
      }).then((r) => r.data.notification),
    // The email it wrote (when the candidate allows email) is now at the top of the outbox.
    onSuccess: () => client.invalidateQueries({ queryKey: outboxKey }),
    meta: { handlesErrors: true },
  });
}

/** "Retry now" on a dead letter; the outbox (and the job history) are read again after it. */
export const useRetryOutboxMail = () =>
  useRefreshingMutation(outboxKey, (id: string) =>
    apiRequest(apiPath(notificationPaths.adminRetry, { id }), {
      method: 'POST',
      json: {},
      schema: adminOutboxRetryResponseSchema,
    }).then((r) => r.data.mail),
  );

/** The latest background job runs (the whole installation's), refreshed while the page is open. */
const backgroundJobsKey = ['admin-background-jobs'] as const;

export const useBackgroundJobs = () =>
  useQuery({
    queryKey: backgroundJobsKey,
    queryFn: ({ signal }) =>
      apiRequest(backgroundJobPaths.list, {
        query: { limit: '20' },
        schema: adminJobRunsResponseSchema,
        signal,
      }),
    select: (r) => r.data,
    refetchInterval: 15_000,
  });

/** Asks for a run of one background job now (admins); the runs list is read again. */
export const useRunJobNow = () =>
  useRefreshingMutation(backgroundJobsKey, (name: string) =>
    apiRequest(apiPath(backgroundJobPaths.run, { name }), {
      method: 'POST',
      schema: runBackgroundJobResponseSchema,
    }),
  );
