import { apiPath } from '@opencareers/contracts/api-path';
import type { AdminEvent, AdminEventRegistration, EventForCandidate } from '@opencareers/contracts/events';
import { eventPaths } from '@opencareers/contracts/events-paths';
import type { AdminRegistrationRow, EventWithCounts, RegistrationRow } from './repository.ts';

/** A registered candidate's calendar file for one event. */
export const eventCalendarPath = (id: string) => apiPath(eventPaths.calendar, { id });

function common(row: EventWithCounts) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: row.timeZone,
    format: row.format,
    location: row.location,
    capacity: row.capacity,
    registered_count: row.registeredCount,
    positions: row.positions,
    departments: row.departments,
    status: row.status,
  };
}

export const toAdminEvent = (row: EventWithCounts): AdminEvent => ({
  ...common(row),
  meeting_url: row.meetingUrl,
  published: row.published,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
});

export const toAdminRegistration = (row: AdminRegistrationRow): AdminEventRegistration => ({
  id: row.id,
  candidate: row.candidate,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
});

/** The link and the calendar file only for a candidate holding a seat. */
export function toCandidateEvent(
  row: EventWithCounts,
  registration: RegistrationRow | null | undefined,
): EventForCandidate {
  const registered = registration?.status === 'registered';
  return {
    ...common(row),
    meeting_url: registered ? row.meetingUrl : null,
    spots_left: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount),
    registration: registration
      ? { status: registration.status, created_at: registration.createdAt.toISOString() }
      : null,
    calendar_url: registered ? eventCalendarPath(row.id) : null,
  };
}
