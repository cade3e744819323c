import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  checkLetterTemplate,
  LETTER_TEMPLATE_MAX_CHARS,
  type LetterMergeField,
} from '@opencareers/contracts/letter-templates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format-number.ts';
import { insertAtCursor } from '../logic/insert-at-cursor.ts';

/** What is wrong with a draft, as the server would say it (unknown fields, unclosed, too long). */
export function letterTemplateProblems(body: string) {
  const { unknown, unclosed } = checkLetterTemplate(body);
  return { unknown, unclosed, tooLong: body.length > LETTER_TEMPLATE_MAX_CHARS, empty: !body.trim() };
}

/**
 * The template's text and the merge fields that go in at the cursor. Problems are shown as the
 * admin types, so the preview and the save are never asked to draw a template they would refuse.
 */
export function LetterTemplateEditor({
  value,
  onChange,
  mergeFields,
}: {
  value: string;
  onChange: (value: string) => void;
  mergeFields: readonly LetterMergeField[];
}) {
  const { t, i18n } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  // Null until the admin has put the cursor in the text: fields are then added at the end.
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const problems = letterTemplateProblems(value);

  const insert = (field: LetterMergeField) => {
    const next = insertAtCursor(value, `{{${field}}}`, selection);
    onChange(next.text);
    setSelection({ start: next.cursor, end: next.cursor });
    // After React writes the new value, put the cursor back where the field ended.
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const errors = [
    problems.unknown.length > 0 &&
      t('offers.letterTemplate.unknownFields', {
        fields: problems.unknown.map((f) => `{{${f}}}`).join(', '),
      }),
    problems.unclosed && t('offers.letterTemplate.unclosed', { example: '{{field_name}}' }),
    problems.tooLong && t('offers.letterTemplate.tooLong', { max: LETTER_TEMPLATE_MAX_CHARS }),
    problems.empty && t('offers.letterTemplate.empty'),
  ].filter(Boolean);

  return (
    <Stack gap="md">
      <Textarea
        ref={area}
        label={t('offers.letterTemplate.textLabel')}
        description={t('offers.letterTemplate.textHelp')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onSelect={(e) =>
          setSelection({ start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })
        }
        error={errors.length ? errors.join(' ') : undefined}
        autosize
        minRows={14}
        maxRows={28}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
      />
      <Text size="xs" c="dimmed" ta="right" aria-live="polite">
        {t('offers.letterTemplate.characters', {
          count: value.length,
          max: formatNumber(LETTER_TEMPLATE_MAX_CHARS, i18n.language),
          used: formatNumber(value.length, i18n.language),
        })}
      </Text>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('offers.letterTemplate.fieldsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offers.letterTemplate.fieldsHelp')}
        </Text>
        <Group gap="xs">
          {mergeFields.map((field) => (
            <Button
              key={field}
              size="compact-sm"
              variant="light"
              onClick={() => insert(field)}
              aria-label={t('offers.letterTemplate.insertField', {
                field: `{{${field}}}`,
                meaning: t(`offers.letterTemplate.fields.${field}`),
              })}
              title={t(`offers.letterTemplate.fields.${field}`)}
              styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            >
              {`{{${field}}}`}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
