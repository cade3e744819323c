import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { wordedText } from '../notifications/event-text.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { AssignmentWithNames } from './repository.ts';

/** "Casey Tester submitted “Background check”." as a text of the catalogue (messages "staff"). */
export const formSubmittedText = (candidate: string, form: string) =>
  wordedText('staff.formSubmitted', { candidate, form });

/**
 * Tells the company that a candidate submitted an assigned form (issue 16 item 3): every admin
 * of the tenant, and whoever assigned it (a recruiter), in-app and by email when their settings
 * allow: the same notifier and shape as the offer notices (offers/tell-admins.ts). Runs in the
 * submission's transaction, so a refused submit tells no one; the key makes it once per assignment.
 */
export async function tellAdminsFormSubmitted(
  tx: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  assignment: AssignmentWithNames,
) {
  const who = `${assignment.firstname} ${assignment.lastname}`.trim() || assignment.email;
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        assignment.assignedBy
          ? or(
              eq(users.role, 'admin'),
              and(eq(users.id, assignment.assignedBy), inArray(users.role, ['recruiter'])),
            )
          : eq(users.role, 'admin'),
      ),
    );
  // Worded by the catalogue, so each member reads it (and the category, "Forms") in their language.
  const text = formSubmittedText(who, assignment.formTitle);
  for (const member of staff)
    await notifier.notify(tx, tenantId, member.id, {
      category: 'form',
      eventKey: `admin_form_submitted:${assignment.id}`,
      aboutUserId: assignment.userId,
      actionRequired: false,
      ...text,
      // The application's page shows the form on its timeline; otherwise the assignments list.
      redirectUrl: assignment.applicationId
        ? `/admin/applications/${encodeURIComponent(assignment.applicationId)}`
        : '/admin/form-assignments',
      email: true,
    });
}
