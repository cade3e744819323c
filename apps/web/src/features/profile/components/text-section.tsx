import { Button, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from './edit-form.tsx';
import { ProfileSection } from './profile-section.tsx';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  section: 'headline' | 'summary';
  value: string;
  save: (body: {
    op_section: 'headline' | 'summary';
    operation: 'update';
    op_data: { value: string };
  }) => Promise<SaveResult>;
  saving: boolean;
}

const limits = { headline: 200, summary: 5000 } as const;

/** Headline (one line) or summary (a paragraph): shown as text, edited in place. */
export function TextSection({ section, value, save, saving }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const label = t(`profile.${section}.edit`);
  const Input = section === 'summary' ? Textarea : TextInput;
  return (
    <ProfileSection
      section={section}
      title={t(`profile.sections.${section}`)}
      intro={t(`profile.${section}.intro`)}
      actions={
        editing ? null : (
          <Button variant="light" size="xs" onClick={open} aria-label={label}>
            {value ? t('profile.actions.edit') : t('profile.actions.add')}
          </Button>
        )
      }
    >
      {editing ? (
        <EditForm
          label={label}
          saving={saving}
          error={error}
          onCancel={() => setEditing(false)}
          onSubmit={async (e) => {
            e?.preventDefault();
            const result = await save({
              op_section: section,
              operation: 'update',
              op_data: { value: draft.trim() },
            });
            if (result.ok || result.kind === 'failed') setEditing(false);
            else setError(result.message);
          }}
        >
          <Input
            label={t(`profile.sections.${section}`)}
            value={draft}
            maxLength={limits[section]}
            onChange={(e) => setDraft(e.currentTarget.value)}
            {...(section === 'summary' ? { autosize: true, minRows: 4 } : {})}
          />
        </EditForm>
      ) : value ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
      ) : (
        <Text c="gray.7">{t(`profile.${section}.empty`)}</Text>
      )}
    </ProfileSection>
  );
}
