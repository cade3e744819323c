import { and, asc, eq } from 'drizzle-orm';
import { SecretBox } from '../../lib/secret-box.ts';
import { changeApplicationStatus } from '../../modules/applications/admin-service.ts';
import { submitApplication } from '../../modules/applications/candidate-service.ts';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import type { Db } from '../client.ts';
import { positions, users } from '../schema/index.ts';
import { demoTenant } from './demo-tenant.ts';

/**
 * The demo candidate's applications, made through the real services, so the demo tells one
 * story (issue 16): they applied to the first five open positions; the demo offers (first
 * three) and the demo interview (fourth) are then made for those applications, and the
 * pipeline moves them (Offered, Interviewing). The fourth a recruiter has already moved on
 * to interviews by hand (history and notifications are real); the fifth is just sent.
 */
export async function seedDemoApplications(db: Db, tenantId: string) {
  const notifier = new CandidateNotifier(false);
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
    .limit(5);
  if (!admin || !candidate || open.length < 5) return;
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
  const covers = [
    'I have shipped platform work at scale for six years and would love to do it at Northwind.',
    'Your engineering blog is why I know Northwind; I want to help build what it describes.',
    'I enjoy the mix of customers and code this role asks for, and I have done both for years.',
  ];
  for (const [i, cover] of covers.entries()) await apply(open[i]!.id, cover);
  const moved = await apply(
    open[3]!.id,
    'I have led design systems work for five years and would love to bring that to Northwind.',
  );
  const ctx = { tenantId, adminId: admin.id };
  await changeApplicationStatus(db, notifier, ctx, moved.id, { status: 'in_review' });
  await changeApplicationStatus(db, notifier, ctx, moved.id, {
    status: 'interviewing',
    note: 'Strong portfolio; first interview with the design lead.',
  });
  await apply(open[4]!.id, 'Your product is one I use every day, and I want to help shape it.');
}
