import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationForms, forms } from '../../db/schema/index.ts';
import type { FormRow } from '../forms/repository.ts';
import { findForm, insertForm } from '../forms/service.ts';
import { defaultApplicationForm } from './default-application-form.ts';

/**
 * The form this tenant's candidates fill in to apply. The first call stores the built-in
 * default as an ordinary form (editable in /admin/forms) and remembers it. A process that
 * loses a race to do the same drops its copy and uses the winner's, so all agree.
 */
export async function applicationForm(db: Db, tenantId: string, createdBy?: string | null): Promise<FormRow> {
  const current = async () => {
    const [row] = await db
      .select({ formId: applicationForms.formId })
      .from(applicationForms)
      .where(eq(applicationForms.tenantId, tenantId));
    // The setting's foreign key cascades, so a remembered form always exists.
    return row ? findForm(db, tenantId, row.formId) : undefined;
  };
  const existing = await current();
  if (existing) return existing;
  const made = await db.transaction(async (tx) => {
    const form = await insertForm(tx, {
      tenantId,
      createdBy: createdBy ?? null,
      title: defaultApplicationForm.title ?? 'Application',
      definition: defaultApplicationForm,
    });
    const kept = await tx
      .insert(applicationForms)
      .values({ tenantId, formId: form.id })
      .onConflictDoNothing()
      .returning({ formId: applicationForms.formId });
    if (!kept.length) {
      await tx.delete(forms).where(eq(forms.id, form.id));
      return undefined;
    }
    return form;
  });
  const form = made ?? (await current());
  if (!form) throw new Error('application form could not be stored');
  return form;
}

/** The form a job's candidates fill in: the job's own (admin-jobs), else the tenant's application form. */
export async function formForPosition(
  db: Db,
  tenantId: string,
  position: { applicationFormId: string | null },
): Promise<FormRow> {
  // The column is set null when its form is deleted, so a set id always finds its form.
  const own = position.applicationFormId
    ? await findForm(db, tenantId, position.applicationFormId)
    : undefined;
  return own ?? applicationForm(db, tenantId);
}
