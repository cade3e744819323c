import { allFieldsForm } from '@opencareers/forms/examples/all-fields-form';
import { createForm } from '../../modules/forms/service.ts';
import type { Db } from '../client.ts';
import { workEligibilityForm } from './demo-work-eligibility-form.ts';

/**
 * The demo company's forms: one using every field type, and a short one the demo candidate
 * has been asked to fill in (see demo-form-assignments.ts).
 */
export async function seedDemoForms(
  db: Db,
  tenantId: string,
  adminId: string,
): Promise<{ allFieldsFormId: string; workEligibilityFormId: string }> {
  const all = await createForm(db, tenantId, adminId, {
    title: 'Candidate questionnaire (every field type)',
    definition: allFieldsForm,
  });
  const short = await createForm(db, tenantId, adminId, {
    title: 'Work eligibility',
    definition: workEligibilityForm,
  });
  return { allFieldsFormId: all.id, workEligibilityFormId: short.id };
}
