import { and, count, eq, ilike } from 'drizzle-orm';
import { candidateEvents } from '../../modules/notifications/candidate-events.ts';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import type { Db } from '../client.ts';
import { positions } from '../schema/index.ts';

/**
 * What the demo candidate finds under the bell, told through the real notifier (so the
 * emails land in the outbox too): a welcome, a recruiter's request and saved-search matches
 * counted from the seeded jobs.
 */
export async function seedDemoNotifications(
  db: Db,
  tenantId: string,
  candidateId: string,
  companyName: string,
) {
  const notifier = new CandidateNotifier(false);
  await notifier.notify(db, tenantId, candidateId, candidateEvents.welcome({ companyName }));

  const designJobs = (
    await db
      .select({ n: count() })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), ilike(positions.title, '%designer%')))
  )[0]!.n;
  if (designJobs > 0) {
    await notifier.notify(
      db,
      tenantId,
      candidateId,
      candidateEvents.savedSearchMatches({
        savedSearchId: 'demo-designer',
        runKey: 'seed',
        newCount: designJobs,
        label: 'Designer',
        search: { query: 'Designer', location: '', filterCount: 0 },
        redirectUrl: '/careers/search?query=designer',
      }),
    );
  }

  await notifier.notify(
    db,
    tenantId,
    candidateId,
    candidateEvents.adminMessage({
      messageId: 'demo-profile-request',
      message:
        'Hi Jordan, please add your location and a recent resume to your profile so we can match you to open roles.',
      categoryTitle: 'Recruiting team',
      redirectUrl: '/careers/profile',
      actionRequired: true,
    }),
  );
}
