import { and, asc, eq } from 'drizzle-orm';
import { scheduleInterview } from '../../modules/interviews/admin-service.ts';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import type { Db } from '../client.ts';
import { positions, users } from '../schema/index.ts';
import { demoTenant } from './demo-tenant.ts';

const day = 86_400_000;

/**
 * Gives the demo candidate one upcoming video interview, scheduled through the same service an
 * admin uses, so the interviews page, its calendar file and the bell all show it at once.
 */
export async function seedDemoInterviews(db: Db, tenantId: string, now = new Date()) {
  const notifier = new CandidateNotifier(false);
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, demoTenant.admin.email)));
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 'open')))
    .orderBy(asc(positions.externalId))
    // The fourth open position: the one the demo candidate applied to and is interviewing for
    // (demo-applications.ts); the first three have offers.
    .offset(3)
    .limit(1);
  if (!adminUser || !position) return;
  // Three days ahead at 14:00 UTC: always upcoming, at a civil hour in Europe and the Americas.
  const startsAt = new Date(now.getTime() + 3 * day);
  startsAt.setUTCHours(14, 0, 0, 0);
  await scheduleInterview({ db, notifier, now: () => now }, tenantId, adminUser.id, {
    candidate_email: demoTenant.candidate.email,
    position_id: position.id,
    starts_at: startsAt.toISOString(),
    duration_minutes: 45,
    time_zone: 'Europe/Berlin',
    kind: 'video',
    location: null,
    meeting_url: 'https://meet.northwind.example/jordan-rivera',
    interviewers: ['Priya Natarajan', 'Sam Okafor'],
    notes: 'A conversation about your experience and the team. Bring a project you are proud of.',
  });
}
