import { and, asc, eq } from 'drizzle-orm';
import { SecretBox } from '../../lib/secret-box.ts';
import { changeApplicationStatus } from '../../modules/applications/admin-service.ts';
import { submitApplication } from '../../modules/applications/candidate-service.ts';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import type { Db } from '../client.ts';
import { positions, users } from '../schema/index.ts';
import { demoTenant } from './demo-tenant.ts';

/**
 * Two applications by the demo candidate, made through the real services: one just sent, one
 * a recruiter has moved on to interviews (so its history and notifications are real too).
 * They use the positions after the three the demo offers take.
 */
export async function seedDemoApplications(db: Db, tenantId: string) {
  const notifier = new CandidateNotifier(db, null);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  const admin = people.find((u) => u.email === demoTenant.admin.email);
  const candidate = people.find((u) => u.email === demoTenant.candidate.email);
  const open = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 'open')))
    .orderBy(asc(positions.externalId))
    .offset(3)
    .limit(2);
  if (!admin || !candidate || open.length < 2) return;
  const box = await SecretBox.open(db);
  const apply = (positionId: string, coverLetter: string) =>
    submitApplication(
      db,
      box,
      { tenantId, userId: candidate.id },
      {
        position_id: positionId,
        values: {
          fullName: 'Jordan Rivera',
          email: demoTenant.candidate.email,
          coverLetter,
          consent: true,
        },
      },
    );
  const moved = await apply(
    open[0]!.id,
    'I have led design systems work for five years and would love to bring that to Northwind.',
  );
  const ctx = { tenantId, adminId: admin.id };
  await changeApplicationStatus(db, notifier, ctx, moved.id, { status: 'in_review' });
  await changeApplicationStatus(db, notifier, ctx, moved.id, {
    status: 'interviewing',
    note: 'Strong portfolio; first interview with the design lead.',
  });
  await apply(open[1]!.id, 'Your product is one I use every day, and I want to help shape it.');
}
