import { assignForm } from '../../modules/form-assignments/admin-service.ts';
import { CandidateNotifier } from '../../modules/notifications/notify-candidate.ts';
import type { Db } from '../client.ts';

/**
 * The demo candidate has one open form to fill in, assigned through the same service an
 * admin's request goes through, so its notification (action required) and email come from
 * the real notifier.
 */
export async function seedDemoFormAssignments(
  db: Db,
  tenantId: string,
  adminId: string,
  candidateEmail: string,
  formId: string,
  now: Date = new Date(),
) {
  await assignForm(db, new CandidateNotifier(false), tenantId, adminId, {
    formId,
    emails: [candidateEmail],
    // A week from the seed, so the demo shows a due date that is not yet overdue.
    dueAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    message: 'Hi Jordan, please confirm your work eligibility before your interview. It takes two minutes.',
  });
}
