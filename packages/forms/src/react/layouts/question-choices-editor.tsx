import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Choice } from '../../core/option-bags.ts';
import { moveEntry, type QuestionErrors } from '../../core/question-draft.ts';
import { useFormTexts } from '../form-texts.tsx';
import { IconArrowDown, IconArrowUp, IconTrash } from './icons.tsx';

/**
 * The choices of a dropdown, select, radio or checkbox group: label and value per row, add,
 * remove and move up/down. `errorPrefix` is where the choices sit in the item (for messages).
 */
export function QuestionChoicesEditor({
  choices,
  onChange,
  errors,
  errorPrefix,
}: {
  choices: Choice[];
  onChange: (choices: Choice[]) => void;
  errors: QuestionErrors;
  errorPrefix: string;
}) {
  const { ui } = useFormTexts();
  const set = (k: number, patch: Partial<Choice>) =>
    onChange(choices.map((c, i) => (i === k ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-choices-title">
      <Text fw={600} size="sm" id="question-choices-title">
        {ui('choicesTitle')}
      </Text>
      {errors[errorPrefix] ? (
        <Text c="red.8" size="sm">
          {errors[errorPrefix]}
        </Text>
      ) : null}
      {choices.map((choice, k) => {
        const index = k + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; labels may repeat while typing
          <Group key={k} gap="xs" align="flex-start" wrap="wrap" data-choice-row={index}>
            <TextInput
              style={{ flex: '2 1 10rem' }}
              aria-label={ui('choiceLabel', { index })}
              placeholder={ui('choiceLabel', { index })}
              value={choice.label}
              error={errors[`${errorPrefix}.${k}.label`]}
              onChange={(e) => set(k, { label: e.currentTarget.value })}
            />
            <TextInput
              style={{ flex: '1 1 7rem' }}
              aria-label={ui('choiceValue', { index })}
              placeholder={ui('choiceValue', { index })}
              value={String(choice.value)}
              error={errors[`${errorPrefix}.${k}.value`]}
              onChange={(e) => set(k, { value: e.currentTarget.value })}
            />
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={ui('moveChoiceUp', { index })}
                disabled={k === 0}
                onClick={() => onChange(moveEntry(choices, k, k - 1))}
              >
                <IconArrowUp />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={ui('moveChoiceDown', { index })}
                disabled={k === choices.length - 1}
                onClick={() => onChange(moveEntry(choices, k, k + 1))}
              >
                <IconArrowDown />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={ui('removeChoice', { index })}
                onClick={() => onChange(choices.filter((_, i) => i !== k))}
              >
                <IconTrash />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            const n = choices.length + 1;
            onChange([...choices, { label: `Option ${n}`, value: `option_${n}` }]);
          }}
        >
          {ui('addChoice')}
        </Button>
      </Group>
    </Stack>
  );
}
