import { apiPath } from '@opencareers/contracts/api-path';
import {
  candidateEventResponseSchema,
  candidateEventsResponseSchema,
  positionEventsResponseSchema,
} from '@opencareers/contracts/events';
import { eventPaths } from '@opencareers/contracts/events-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

export const eventsQueryKey = ['events'] as const;

/** GET /api/pcsx/dashboard/events "reads events" (spec shell §7). */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsQueryKey,
    queryFn: () => apiRequest(eventPaths.dashboard, { schema: candidateEventsResponseSchema }),
    select: (r) => r.data.events,
  });

export const useEvents = () => useQuery(eventsQueryOptions());

const registrationPath = (id: string) => apiPath(eventPaths.registration, { id });

/** Registering twice takes one seat; a full event answers 409 EVENT_FULL. */
export const useRegisterForEvent = () =>
  useRefreshingMutation(eventsQueryKey, (id: string) =>
    apiRequest(registrationPath(id), { method: 'POST', schema: candidateEventResponseSchema }),
  );

export const useCancelRegistration = () =>
  useRefreshingMutation(eventsQueryKey, (id: string) =>
    apiRequest(registrationPath(id), { method: 'DELETE', schema: candidateEventResponseSchema }),
  );

/** Upcoming events concerning one job, for its page. */
export const usePositionEvents = (positionId: string | undefined) =>
  useQuery({
    queryKey: [...eventsQueryKey, 'position', positionId],
    queryFn: () =>
      apiRequest(apiPath(eventPaths.forPosition, { pid: positionId ?? '' }), {
        schema: positionEventsResponseSchema,
      }),
    select: (r) => r.data.events,
    enabled: !!positionId,
    retry: false,
  });
