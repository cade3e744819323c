import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { EventDetails } from '@opencareers/contracts/events';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positions, recruitingEvents } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { type EventWithCounts, eventRepository } from './repository.ts';
import { tellRegistrants } from './tell-registrants.ts';

export interface EventServiceDeps {
  db: Db;
  notifier: CandidateNotifier;
  now?: () => Date;
}

export const eventNotFound = () => new HttpError(404, errorCodes.notFound, 'Event not found');

const invalid = (field: string, message: string) =>
  new HttpError(400, errorCodes.validation, message, { [field]: message });

/** A new or moved start must lie ahead; a minute of grace, as for interviews. */
const startsAhead = (startsAt: Date, now: Date) => startsAt.getTime() > now.getTime() - 60_000;

const columnsOf = (d: EventDetails) => ({
  title: d.title,
  description: d.description,
  startsAt: new Date(d.starts_at),
  endsAt: new Date(d.ends_at),
  timeZone: d.time_zone,
  format: d.format,
  // Only what the format uses is kept, so an event moved online forgets its old address.
  location: d.format === 'in_person' ? d.location : null,
  meetingUrl: d.format === 'online' ? d.meeting_url : null,
  capacity: d.capacity,
  positionIds: [...new Set(d.position_ids)],
  departments: [...new Set(d.departments)],
  published: d.published,
});

/** Every job named must be one of this tenant's. */
async function checkPositions(db: Db, tenantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, unique)));
  if (found.length !== unique.length) throw invalid('position_ids', 'No such position.');
}

async function loaded(db: Db, tenantId: string, id: string): Promise<EventWithCounts> {
  const row = await eventRepository.find(db, tenantId, id);
  if (!row) throw eventNotFound();
  return row;
}

export async function createRecruitingEvent(
  deps: EventServiceDeps,
  tenantId: string,
  adminId: string,
  body: EventDetails,
): Promise<EventWithCounts> {
  const now = deps.now?.() ?? new Date();
  if (!startsAhead(new Date(body.starts_at), now))
    throw invalid('starts_at', 'Choose a start time in the future.');
  await checkPositions(deps.db, tenantId, body.position_ids);
  const [inserted] = await deps.db
    .insert(recruitingEvents)
    .values({ tenantId, ...columnsOf(body), createdBy: adminId })
    .returning({ id: recruitingEvents.id });
  if (!inserted) throw new Error('event insert returned nothing');
  return loaded(deps.db, tenantId, inserted.id);
}

/**
 * Edits an event. A new start must lie ahead; seats cannot drop below the candidates already
 * registered; a new time or place raises the calendar sequence and tells each registrant once.
 */
export async function updateRecruitingEvent(
  deps: EventServiceDeps,
  tenantId: string,
  id: string,
  body: EventDetails,
): Promise<EventWithCounts> {
  const now = deps.now?.() ?? new Date();
  await checkPositions(deps.db, tenantId, body.position_ids);
  return deps.db.transaction(async (tx) => {
    const current = await eventRepository.lock(tx, tenantId, id);
    if (!current) throw eventNotFound();
    if (current.status === 'cancelled')
      throw new HttpError(409, errorCodes.conflict, 'This event was cancelled; create a new one instead.');
    const next = columnsOf(body);
    const moved =
      current.startsAt.getTime() !== next.startsAt.getTime() ||
      current.endsAt.getTime() !== next.endsAt.getTime();
    if (current.startsAt.getTime() !== next.startsAt.getTime() && !startsAhead(next.startsAt, now))
      throw invalid('starts_at', 'Choose a start time in the future.');
    const registered = await eventRepository.countRegistered(tx, id);
    if (next.capacity !== null && next.capacity < registered)
      throw invalid('capacity', `${registered} candidates are registered; the capacity cannot be lower.`);
    const placeChanged =
      current.format !== next.format ||
      (current.location ?? '') !== (next.location ?? '') ||
      (current.meetingUrl ?? '') !== (next.meetingUrl ?? '');
    const told = moved || placeChanged;
    await tx
      .update(recruitingEvents)
      .set({ ...next, sequence: told ? current.sequence + 1 : current.sequence, updatedAt: now })
      .where(eq(recruitingEvents.id, id));
    const row = await loaded(tx, tenantId, id);
    if (told) await tellRegistrants(deps.notifier, tx, row, 'changed');
    return row;
  });
}

/** Cancels an event and tells its registrants; cancelling again changes nothing. */
export async function cancelRecruitingEvent(
  deps: EventServiceDeps,
  tenantId: string,
  id: string,
): Promise<EventWithCounts> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const current = await eventRepository.lock(tx, tenantId, id);
    if (!current) throw eventNotFound();
    if (current.status === 'cancelled') return loaded(tx, tenantId, id);
    await tx
      .update(recruitingEvents)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, sequence: current.sequence + 1 })
      .where(eq(recruitingEvents.id, id));
    const row = await loaded(tx, tenantId, id);
    await tellRegistrants(deps.notifier, tx, row, 'cancelled');
    return row;
  });
}
