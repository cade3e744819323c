import { allFieldsForm } from '@opencareers/forms/examples/all-fields-form';
import { formRepository } from '../../modules/forms/repository.ts';
import type { Db } from '../client.ts';

/** The demo company's form using every field type, ready for other features to assign. */
export async function seedDemoForms(db: Db, tenantId: string, adminId: string | undefined): Promise<void> {
  await formRepository.insert(db, {
    tenantId,
    createdBy: adminId ?? null,
    title: 'Candidate questionnaire (every field type)',
    definition: allFieldsForm,
  });
}
