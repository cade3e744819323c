import { apiPath } from '@opencareers/contracts/api-path';
import {
  type AdminEventListQuery,
  adminEventDetailResponseSchema,
  adminEventListResponseSchema,
  adminEventResponseSchema,
  type EventDetails,
} from '@opencareers/contracts/events';
import { eventPaths } from '@opencareers/contracts/events-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-events'] as const;

export type EventFilter = Pick<AdminEventListQuery, 'when' | 'page'>;

export const useAdminEvents = (filter: EventFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest(eventPaths.adminList, {
        query: { page: String(filter.page), when: filter.when },
        schema: adminEventListResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** One event with its registrations. */
export const useAdminEvent = (id: string | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () =>
      apiRequest(apiPath(eventPaths.adminOne, { id: id ?? '' }), {
        schema: adminEventDetailResponseSchema,
      }),
    select: (r) => r.data,
    enabled: !!id,
  });

/** The body as sent: the server fills the defaults (no jobs, no departments). */
export type EventBody = Omit<EventDetails, 'position_ids' | 'departments'> &
  Partial<Pick<EventDetails, 'position_ids' | 'departments'>>;

export const useCreateEvent = () =>
  useRefreshingMutation(key, (body: EventBody) =>
    apiRequest(eventPaths.adminList, { method: 'POST', json: body, schema: adminEventResponseSchema }),
  );

export const useUpdateEvent = () =>
  useRefreshingMutation(key, ({ id, body }: { id: string; body: EventBody }) =>
    apiRequest(apiPath(eventPaths.adminOne, { id }), {
      method: 'PUT',
      json: body,
      schema: adminEventResponseSchema,
    }),
  );

export const useCancelEvent = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(apiPath(eventPaths.adminCancel, { id }), {
      method: 'POST',
      schema: adminEventResponseSchema,
    }),
  );
