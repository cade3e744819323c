import type { Db } from '../../db/client.ts';
import { endsAt } from './interview-rules.ts';
import { interviewRepository } from './repository.ts';

/** The candidate's scheduled interviews that have not ended yet, soonest first (the dashboard's to-dos). */
export async function upcomingInterviews(db: Db, tenantId: string, userId: string, now = new Date()) {
  const rows = await interviewRepository.listForCandidate(db, tenantId, userId);
  return rows
    .map((r) => ({
      id: r.id,
      status: r.status,
      positionTitle: r.positionTitle,
      startsAt: r.startsAt,
      endsAt: endsAt(r.startsAt, r.durationMinutes),
      kind: r.kind,
    }))
    .filter((r) => r.status === 'scheduled' && r.endsAt > now);
}
