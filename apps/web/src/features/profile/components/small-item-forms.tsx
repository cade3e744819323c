import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type LanguageItem,
  type LinkItem,
  languageItemSchema,
  languageLevels,
  linkItemSchema,
  type SkillItem,
  skillItemSchema,
} from '@opencareers/contracts/profile';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSkillSuggestions } from '../api/profile.ts';
import { EditForm } from './edit-form.tsx';
import type { ItemFormProps } from './list-section.tsx';
import { useItemSubmit } from './use-item-submit.ts';

export function SkillForm({ initial, label, saving, onSave, onCancel }: ItemFormProps<SkillItem>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof skillItemSchema>, unknown, SkillItem>({
    resolver: zodResolver(skillItemSchema),
    defaultValues: initial ?? { name: '', taxonomyId: null },
  });
  const { submit, error } = useItemSubmit(form, onSave);
  // Suggestions from the match taxonomy as the candidate types: a known skill counts fully in
  // matching; anything else can still be typed and saved as a free skill.
  const [typed] = useDebouncedValue(useWatch({ control: form.control, name: 'name' }) ?? '', 200);
  const suggestions = useSkillSuggestions(typed).data ?? [];
  return (
    <EditForm label={label} onSubmit={submit} onCancel={onCancel} saving={saving} error={error}>
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <Autocomplete
            label={t('profile.skills.name')}
            description={t('profile.skills.help')}
            required
            data={typed.trim() ? suggestions : []}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={form.formState.errors.name?.message}
          />
        )}
      />
    </EditForm>
  );
}

export function LanguageForm({ initial, label, saving, onSave, onCancel }: ItemFormProps<LanguageItem>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof languageItemSchema>, unknown, LanguageItem>({
    resolver: zodResolver(languageItemSchema),
    defaultValues: initial ?? { name: '', level: 'professional' },
  });
  const { submit, error } = useItemSubmit(form, onSave);
  return (
    <EditForm label={label} onSubmit={submit} onCancel={onCancel} saving={saving} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.languages.name')}
          required
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <NativeSelect
          label={t('profile.languages.level')}
          data={languageLevels.map((l) => ({ value: l, label: t(`profile.languages.levels.${l}`) }))}
          {...form.register('level')}
        />
      </SimpleGrid>
    </EditForm>
  );
}

export function LinkForm({ initial, label, saving, onSave, onCancel }: ItemFormProps<LinkItem>) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof linkItemSchema>, unknown, LinkItem>({
    resolver: zodResolver(linkItemSchema),
    defaultValues: initial ?? { label: '', url: '' },
  });
  const { submit, error } = useItemSubmit(form, onSave);
  return (
    <EditForm label={label} onSubmit={submit} onCancel={onCancel} saving={saving} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('profile.links.label')} placeholder="LinkedIn" {...form.register('label')} />
        <TextInput
          label={t('profile.links.url')}
          type="url"
          required
          placeholder="https://"
          {...form.register('url')}
          error={form.formState.errors.url?.message}
        />
      </SimpleGrid>
    </EditForm>
  );
}
