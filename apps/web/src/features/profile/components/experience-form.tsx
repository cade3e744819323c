import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ExperienceItem, experienceItemSchema } from '@opencareers/contracts/profile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditForm } from './edit-form.tsx';
import type { ItemFormProps } from './list-section.tsx';
import { MonthRangeFields } from './month-range-fields.tsx';
import { useItemSubmit } from './use-item-submit.ts';

const blank: ExperienceItem = {
  title: '',
  company: '',
  location: '',
  startMonth: null,
  endMonth: null,
  current: false,
  description: '',
};

export function ExperienceForm({ initial, label, saving, onSave, onCancel }: ItemFormProps<ExperienceItem>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof experienceItemSchema>, unknown, ExperienceItem>({
    resolver: zodResolver(experienceItemSchema),
    defaultValues: initial ?? blank,
  });
  const { errors } = form.formState;
  const current = form.watch('current');
  const { submit, error } = useItemSubmit(form, onSave, (value) =>
    value.current ? { ...value, endMonth: null } : value,
  );
  return (
    <EditForm label={label} onSubmit={submit} onCancel={onCancel} saving={saving} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.experience.title')}
          required
          {...form.register('title')}
          error={errors.title?.message}
        />
        <TextInput
          label={t('profile.experience.company')}
          {...form.register('company')}
          error={errors.company?.message}
        />
        <TextInput label={t('profile.experience.location')} {...form.register('location')} />
        <div />
        <MonthRangeFields control={form.control} endDisabled={current} />
      </SimpleGrid>
      <Checkbox label={t('profile.experience.current')} {...form.register('current')} />
      <Textarea
        label={t('profile.experience.description')}
        autosize
        minRows={3}
        {...form.register('description')}
        error={errors.description?.message}
      />
    </EditForm>
  );
}
