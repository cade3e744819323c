import { closingSoonDays } from '@opencareers/contracts/admin-jobs';
import { openOfferStatuses } from '@opencareers/contracts/offers';
import { and, count, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, formAssignments, offers, positions } from '../../db/schema/index.ts';
import { closingSoon } from '../positions/closing-soon.ts';

const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** The admin home's counts, each one query filtered by the tenant. */
export async function attentionCounts(db: Db, tenantId: string, since: Date, now: Date) {
  const [apps, offersOpen, overdue, closing, open, drafts] = await Promise.all([
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), gte(applications.createdAt, since))),
    db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.status, [...openOfferStatuses]))),
    db
      .select({ n: count() })
      .from(formAssignments)
      .where(
        and(
          eq(formAssignments.tenantId, tenantId),
          inArray(formAssignments.status, ['open', 'in_progress']),
          isNotNull(formAssignments.dueAt),
          lt(formAssignments.dueAt, now),
        ),
      ),
    db
      .select({ n: count() })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), closingSoon(now))),
    db
      .select({ n: count() })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 'open'))),
    db
      .select({ n: count() })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 'draft'))),
  ]);
  return {
    newApplications: { count: n(apps), since: since.toISOString() },
    offersAwaitingAnswer: n(offersOpen),
    formsOverdue: n(overdue),
    jobsClosingSoon: { count: n(closing), withinDays: closingSoonDays },
    openJobs: n(open),
    draftJobs: n(drafts),
  };
}
