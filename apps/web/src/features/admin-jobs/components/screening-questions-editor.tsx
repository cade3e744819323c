import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  maxScreeningOptions,
  maxScreeningQuestions,
  screeningQuestionTypes,
} from '@opencareers/contracts/screening-questions';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorAt } from '../logic/job-draft.ts';
import { move, newQuestion, type ScreeningDraft, withType } from '../logic/screening-draft.ts';

interface ScreeningQuestionsEditorProps {
  value: ScreeningDraft[];
  onChange: (questions: ScreeningDraft[]) => void;
  /** Errors by path, as checkDraft gives them ("screeningQuestions.0.label"). */
  errors: Record<string, string>;
}

interface QuestionCardProps {
  question: ScreeningDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (q: ScreeningDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionCard({ question: q, index, count, errors, onChange, onMove, onRemove }: QuestionCardProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const path = `screeningQuestions.${index}`;
  const headingId = `screening-q-${q.id}`;
  const setOption = (i: number, text: string) =>
    onChange({ ...q, options: q.options.map((o, j) => (j === i ? text : o)) });
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-labelledby={headingId} m={0}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {t('adminJobs.screening.questionN', { n })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('adminJobs.screening.moveUp', { n })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('adminJobs.screening.moveDown', { n })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('adminJobs.screening.remove', { n })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t('adminJobs.screening.label')}
          required
          value={q.label}
          maxLength={500}
          onChange={(e) => onChange({ ...q, label: e.currentTarget.value })}
          error={errorAt(errors, `${path}.label`)}
        />
        <Group align="flex-end" gap="lg">
          <Select
            label={t('adminJobs.screening.type')}
            value={q.type}
            allowDeselect={false}
            data={screeningQuestionTypes.map((v) => ({
              value: v,
              label: t(`adminJobs.screening.types.${v}`),
            }))}
            onChange={(v) => v && onChange(withType(q, v as ScreeningDraft['type']))}
            error={errorAt(errors, `${path}.type`)}
            w={{ base: '100%', xs: 240 }}
          />
          <Checkbox
            label={t('adminJobs.screening.required')}
            checked={q.required}
            onChange={(e) => onChange({ ...q, required: e.currentTarget.checked })}
            mb={8}
          />
        </Group>
        {q.type === 'single_choice' ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('adminJobs.screening.options')}
            </Text>
            {q.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are plain texts addressed by position, as the schema's error paths are.
              <Group key={`${q.id}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  flex={1}
                  aria-label={t('adminJobs.screening.optionN', { n: i + 1 })}
                  placeholder={t('adminJobs.screening.optionN', { n: i + 1 })}
                  value={o}
                  maxLength={200}
                  onChange={(e) => setOption(i, e.currentTarget.value)}
                  error={errors[`${path}.options.${i}`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={4}
                  onClick={() => onChange({ ...q, options: q.options.filter((_, j) => j !== i) })}
                  aria-label={t('adminJobs.screening.removeOption', { n: i + 1 })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {errors[`${path}.options`] ? (
              <Text size="sm" c="red.8" role="alert">
                {errors[`${path}.options`]}
              </Text>
            ) : null}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onChange({ ...q, options: [...q.options, ''] })}
              disabled={q.options.length >= maxScreeningOptions}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('adminJobs.screening.addOption')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The job's screening questions: asked on its apply form after the standard fields, in the
 * order shown here. Each becomes a form-toolkit field (contracts/screening-questions.ts).
 */
export function ScreeningQuestionsEditor({ value, onChange, errors }: ScreeningQuestionsEditorProps) {
  const { t } = useTranslation();
  const listError = errors.screeningQuestions;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('adminJobs.screening.help')}
      </Text>
      {value.length === 0 ? (
        <Text size="sm">{t('adminJobs.screening.none')}</Text>
      ) : (
        value.map((q, i) => (
          <QuestionCard
            key={q.id}
            question={q}
            index={i}
            count={value.length}
            errors={errors}
            onChange={(next) => onChange(value.map((x, j) => (j === i ? next : x)))}
            onMove={(by) => onChange(move(value, i, by))}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        ))
      )}
      {listError ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...value, newQuestion(value)])}
        disabled={value.length >= maxScreeningQuestions}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('adminJobs.screening.add')}
      </Button>
    </Stack>
  );
}
