import { errorCodes } from '@opencareers/contracts/api-envelope';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { eventNotFound } from './admin-service.ts';
import { type EventWithCounts, eventRepository, type RegistrationRow } from './repository.ts';

export interface RegistrationResult {
  event: EventWithCounts;
  registration: RegistrationRow | undefined;
  /** False when the candidate already held a seat (registering twice takes one seat). */
  created: boolean;
}

/**
 * Takes a seat for the candidate. The event row is locked while seats are counted, so two
 * candidates racing for the last seat cannot both get it. Registering again while registered
 * changes nothing; after cancelling it takes a seat again (if one is free).
 */
export async function register(
  db: Db,
  tenantId: string,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<RegistrationResult> {
  return db.transaction(async (tx) => {
    const event = await eventRepository.lock(tx, tenantId, eventId);
    const existing = event && (await eventRepository.findRegistration(tx, eventId, userId));
    // An unpublished event is answered like a missing one, unless the candidate already holds a seat.
    if (!event || (!event.published && existing?.status !== 'registered')) throw eventNotFound();
    if (existing?.status === 'registered') {
      return {
        event: (await eventRepository.find(tx, tenantId, eventId))!,
        registration: existing,
        created: false,
      };
    }
    if (event.status === 'cancelled')
      throw new HttpError(409, errorCodes.eventClosed, 'This event was cancelled.');
    if (event.endsAt.getTime() <= now.getTime())
      throw new HttpError(409, errorCodes.eventClosed, 'This event is over.');
    if (event.capacity !== null && (await eventRepository.countRegistered(tx, eventId)) >= event.capacity)
      throw new HttpError(409, errorCodes.eventFull, 'This event is full: every seat is taken.');
    const [registration] = await tx
      .insert(eventRegistrations)
      .values({ tenantId, eventId, userId, status: 'registered', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [eventRegistrations.eventId, eventRegistrations.userId],
        set: { status: 'registered', createdAt: now, updatedAt: now, cancelledAt: sql`null` },
      })
      .returning();
    return { event: (await eventRepository.find(tx, tenantId, eventId))!, registration, created: true };
  });
}

/** Gives the seat back; cancelling again changes nothing. Another candidate's seat is not found. */
export async function cancelRegistration(
  db: Db,
  tenantId: string,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<RegistrationResult> {
  return db.transaction(async (tx) => {
    const event = await eventRepository.lock(tx, tenantId, eventId);
    const existing = event && (await eventRepository.findRegistration(tx, eventId, userId));
    if (!event || !existing) throw new HttpError(404, errorCodes.notFound, 'Registration not found');
    let registration = existing;
    if (existing.status === 'registered') {
      const [updated] = await tx
        .update(eventRegistrations)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(eventRegistrations.id, existing.id))
        .returning();
      registration = updated ?? existing;
    }
    return {
      event: (await eventRepository.find(tx, tenantId, eventId))!,
      registration,
      created: existing.status === 'registered',
    };
  });
}
