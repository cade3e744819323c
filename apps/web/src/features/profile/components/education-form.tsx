import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type EducationItem, educationItemSchema } from '@opencareers/contracts/profile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditForm } from './edit-form.tsx';
import type { ItemFormProps } from './list-section.tsx';
import { MonthRangeFields } from './month-range-fields.tsx';
import { useItemSubmit } from './use-item-submit.ts';

const blank: EducationItem = { school: '', degree: '', field: '', startMonth: null, endMonth: null };

export function EducationForm({ initial, label, saving, onSave, onCancel }: ItemFormProps<EducationItem>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof educationItemSchema>, unknown, EducationItem>({
    resolver: zodResolver(educationItemSchema),
    defaultValues: initial ?? blank,
  });
  const { errors } = form.formState;
  const { submit, error } = useItemSubmit(form, onSave);
  return (
    <EditForm label={label} onSubmit={submit} onCancel={onCancel} saving={saving} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.education.school')}
          required
          {...form.register('school')}
          error={errors.school?.message}
        />
        <TextInput label={t('profile.education.degree')} {...form.register('degree')} />
        <TextInput label={t('profile.education.field')} {...form.register('field')} />
        <div />
        <MonthRangeFields control={form.control} />
      </SimpleGrid>
    </EditForm>
  );
}
